// Run: see DESIGN.md §2.
