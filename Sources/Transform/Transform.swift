// Transform: see DESIGN.md §2.
