print("football-etl: not built yet")
