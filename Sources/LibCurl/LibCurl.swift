// LibCurl: see DESIGN.md §2.
