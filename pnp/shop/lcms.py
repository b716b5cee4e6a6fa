"""LittleCMS in floating point: the library Pillow's ImageCms is built on, called directly, because
ImageCms works in 8 bits a channel and a colour difference wants the profile's own precision.

Transforms are relative colorimetric; CMYK is given and returned in percent (0 to 100), sRGB from 0
to 1, CIELAB against D50 with paper white at L* 100.
"""

import ctypes
import ctypes.util
from functools import lru_cache
from pathlib import Path

import PIL

Lab = tuple[float, float, float]

_FLOAT, _RGB, _CMYK, _LAB = 1 << 22, 4 << 16, 6 << 16, 10 << 16
RGB_DBL = _FLOAT | _RGB | 3 << 3
CMYK_DBL = _FLOAT | _CMYK | 4 << 3
LAB_DBL = _FLOAT | _LAB | 3 << 3
RELATIVE = 1
BLACK_POINT_COMPENSATION = 0x2000
NO_OPTIMIZE = 0x0100  # the profile's tables evaluated as they are, not resampled to 16-bit grids


class _CIELab(ctypes.Structure):
    _fields_ = [("L", ctypes.c_double), ("a", ctypes.c_double), ("b", ctypes.c_double)]


class _CIEXYZ(ctypes.Structure):
    _fields_ = [("X", ctypes.c_double), ("Y", ctypes.c_double), ("Z", ctypes.c_double)]


@lru_cache(maxsize=1)
def library() -> ctypes.CDLL:
    """Pillow's own copy of LittleCMS where its wheel bundles one, else the system's."""
    here = Path(PIL.__file__).parent
    bundled = sorted([*(here.parent / "pillow.libs").glob("liblcms2*.so*"), *(here / ".dylibs").glob("liblcms2*.dylib")])
    name = str(bundled[0]) if bundled else ctypes.util.find_library("lcms2")
    if name is None:
        raise OSError("LittleCMS (liblcms2) is not installed")
    lib = ctypes.CDLL(name)
    lib.cmsOpenProfileFromMem.restype = ctypes.c_void_p
    lib.cmsOpenProfileFromMem.argtypes = [ctypes.c_char_p, ctypes.c_uint32]
    lib.cmsCreate_sRGBProfile.restype = ctypes.c_void_p
    lib.cmsCreateLab4Profile.restype = ctypes.c_void_p
    lib.cmsCreateLab4Profile.argtypes = [ctypes.c_void_p]
    lib.cmsCreateTransform.restype = ctypes.c_void_p
    lib.cmsCreateTransform.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint32,
                                       ctypes.c_uint32]
    lib.cmsDoTransform.restype = None
    lib.cmsDoTransform.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint32]
    lib.cmsCIE2000DeltaE.restype = ctypes.c_double
    lib.cmsCIE2000DeltaE.argtypes = [ctypes.POINTER(_CIELab), ctypes.POINTER(_CIELab), ctypes.c_double, ctypes.c_double,
                                     ctypes.c_double]
    lib.cmsLab2XYZ.argtypes = [ctypes.c_void_p, ctypes.POINTER(_CIEXYZ), ctypes.POINTER(_CIELab)]
    lib.cmsXYZ2Lab.argtypes = [ctypes.c_void_p, ctypes.POINTER(_CIELab), ctypes.POINTER(_CIEXYZ)]
    return lib


class Transform:
    """One LittleCMS transform between double-precision pixels."""

    def __init__(self, source, source_format: int, target, target_format: int, flags: int = 0):
        self.handle = library().cmsCreateTransform(source, source_format, target, target_format, RELATIVE, flags | NO_OPTIMIZE)
        if not self.handle:
            raise OSError("LittleCMS could not build a transform")
        self.inputs, self.outputs = (3 if f != CMYK_DBL else 4 for f in (source_format, target_format))

    def __call__(self, values: tuple[float, ...]) -> tuple[float, ...]:
        source = (ctypes.c_double * self.inputs)(*values)
        target = (ctypes.c_double * self.outputs)()
        library().cmsDoTransform(self.handle, source, target, 1)
        return tuple(target)


def profile(data: bytes):
    handle = library().cmsOpenProfileFromMem(data, len(data))
    if not handle:
        raise OSError("LittleCMS could not read the profile")
    return handle


@lru_cache(maxsize=1)
def _builtin():
    return library().cmsCreate_sRGBProfile(), library().cmsCreateLab4Profile(None)


def srgb():
    return _builtin()[0]


def lab():
    return _builtin()[1]


def delta_e00(first: Lab, second: Lab) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1)."""
    return float(library().cmsCIE2000DeltaE(_CIELab(*first), _CIELab(*second), 1.0, 1.0, 1.0))


def compensated(colour: Lab, black: Lab) -> Lab:
    """`colour` (whose medium's black is ideal, sRGB's) scaled in XYZ so that black lands on `black`,
    white staying white: LittleCMS's black-point compensation."""
    xyz, ink, white = _CIEXYZ(), _CIEXYZ(), _CIEXYZ()
    library().cmsLab2XYZ(None, xyz, _CIELab(*colour))
    library().cmsLab2XYZ(None, ink, _CIELab(*black))
    library().cmsLab2XYZ(None, white, _CIELab(100.0, 0.0, 0.0))
    for axis in ("X", "Y", "Z"):
        w, b = getattr(white, axis), getattr(ink, axis)
        setattr(xyz, axis, getattr(xyz, axis) * (w - b) / w + b)
    out = _CIELab()
    library().cmsXYZ2Lab(None, out, xyz)
    return out.L, out.a, out.b
