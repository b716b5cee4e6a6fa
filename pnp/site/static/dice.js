// The dice roller of a game page: one fair die per face shown, read in order (column, then row),
// the result announced through the live region. Plain JavaScript, nothing fetched.
"use strict";

function rollDie() {
  // A uniform 1-6 from the browser's random source: bytes of 252 or more are drawn again.
  const byte = new Uint8Array(1);
  do {
    crypto.getRandomValues(byte);
  } while (byte[0] >= 252);
  return (byte[0] % 6) + 1;
}

function setUpRoller(section) {
  const button = section.querySelector("button.roll");
  const result = section.querySelector(".dice-result");
  const faces = section.querySelectorAll(".face");
  button.addEventListener("click", () => {
    let sentence = button.dataset.result;
    faces.forEach((face) => {
      const value = rollDie();
      face.textContent = String(value);
      sentence = sentence.replace("{" + face.dataset.die + "}", String(value));
    });
    // Emptied first, so that a repeated result is announced again.
    result.textContent = "";
    window.setTimeout(() => { result.textContent = sentence; }, 50);
  });
}

document.querySelectorAll("section.dice").forEach(setUpRoller);
