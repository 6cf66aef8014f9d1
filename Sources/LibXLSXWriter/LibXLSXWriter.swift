// LibXLSXWriter: see DESIGN.md §2.
