// Load: see DESIGN.md §2.
