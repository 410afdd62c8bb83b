// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  products: [
    .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
    .library(name: "TrellisText", targets: ["TrellisText"]),
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisRender", targets: ["TrellisRender"]),
    .library(name: "TrellisForms", targets: ["TrellisForms"]),
    .library(name: "TrainerScreens", targets: ["TrainerScreens"]),
    .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
    .executable(name: "trellis", targets: ["trellis"]),
    .executable(name: "trellis-bench", targets: ["TrellisBenchmarks"]),
    .executable(name: "solver-example", targets: ["SolverExample"]),
    .executable(name: "uikit-example", targets: ["UIKitExample"]),
  ],
  targets: [
    .target(name: "TrellisSolver"),
    .target(name: "TrellisText"),
    .target(name: "Trellis", dependencies: ["TrellisSolver", "TrellisText"]),
    .target(name: "TrellisRender", dependencies: ["Trellis", "TrellisText"]),
    .target(name: "TrellisForms", dependencies: ["Trellis", "TrellisText"]),
    .target(name: "TrainerScreens", dependencies: ["Trellis", "TrellisText", "TrellisForms"]),
    .target(name: "TrellisUIKit", dependencies: ["Trellis", "TrellisText"]),
    .target(
      name: "TrellisCommandLine",
      dependencies: ["TrellisSolver", "TrellisText", "Trellis", "TrellisRender", "TrellisForms", "TrainerScreens"]
    ),
    .executableTarget(name: "trellis", dependencies: ["TrellisCommandLine"]),
    .executableTarget(
      name: "TrellisBenchmarks",
      dependencies: ["TrellisSolver", "TrellisText", "Trellis", "TrainerScreens"],
      path: "Benchmarks/TrellisBenchmarks"
    ),
    // Examples/: small programs a user can copy; CI runs them and compares their output (Examples/README.md).
    .executableTarget(
      name: "SolverExample", dependencies: ["TrellisSolver"], path: "Examples/SolverExample",
      exclude: ["expected-output.txt"]
    ),
    .executableTarget(
      name: "UIKitExample", dependencies: ["TrellisUIKit"], path: "Examples/UIKitExample",
      exclude: ["expected-output.txt"]
    ),
    .testTarget(
      name: "TrellisSolverTests",
      dependencies: ["TrellisSolver"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "TrellisTextTests", dependencies: ["TrellisText"]),
    // Helpers shared by test targets (not a product; it imports Testing).
    .target(name: "TrellisTestSupport", dependencies: ["Trellis"], path: "Tests/TrellisTestSupport"),
    .testTarget(name: "TrellisTests", dependencies: ["TrellisSolver", "TrellisText", "Trellis", "TrellisTestSupport"]),
    .testTarget(
      name: "TrellisRenderTests", dependencies: ["TrellisText", "Trellis", "TrellisRender", "TrainerScreens"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "TrellisFormsTests", dependencies: ["TrellisText", "Trellis", "TrellisForms"]),
    .testTarget(
      name: "TrainerScreensTests",
      dependencies: [
        "TrellisSolver", "TrellisText", "Trellis", "TrellisForms", "TrainerScreens", "TrellisRender",
        "TrellisTestSupport",
      ]
    ),
    .testTarget(
      name: "TrellisUIKitTests",
      dependencies: ["TrellisUIKit", "TrellisForms", "TrainerScreens"],
      resources: [.copy("Resources")]
    ),
    .testTarget(
      name: "TrellisCommandLineTests",
      dependencies: ["TrellisSolver", "TrellisCommandLine", "Trellis", "TrellisRender", "TrainerScreens"]
    ),
  ]
)
