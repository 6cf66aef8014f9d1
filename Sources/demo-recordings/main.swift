print("demo-recordings: not built yet")
