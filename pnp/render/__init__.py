"""ReportLab drawing: fonts, the page frame every sheet shares, and the primitives sheets draw with."""
