import TrellisSolver

print("trellis-bench: under construction")
