// swift-tools-version:6.2
import PackageDescription

// The runtime benchmark: Matchers against raw code and Nimble, measured in the same run.
// Lives in its own package so that the library's Package.swift stays dependency-free.

// SwiftPM names a path dependency after its folder, which is whatever the clone was called.
let root = String(
    Context.packageDirectory.split(whereSeparator: { $0 == "/" || $0 == "\\" }).dropLast().last ?? "Matchers")

let package = Package(
    name: "MatchersBenchmarks",
    // Above the library's own floor (macOS 12, iOS 15, tvOS 15, watchOS 9): the harness times with
    // `ContinuousClock` and `Duration` (macOS 13, iOS 16, tvOS 16), and swift-custom-dump 1.7.3
    // needs macOS 12 / iOS 15 / watchOS 9 (SwiftPM refuses a dependency whose floor is higher than
    // its dependent's).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/Quick/Nimble", exact: "14.0.0"),
        // Case 9 times swift-custom-dump's diff of the same two models, the reference of issue 8.
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
    ],
    targets: [
        // Opaque sinks in C: the optimizer cannot see through them, so it cannot delete the work.
        .target(name: "BenchSupport"),
        .executableTarget(
            name: "matchers-bench",
            dependencies: [
                "BenchSupport",
                .product(name: "Matchers", package: root),
                .product(name: "XCTMatchers", package: root),
                .product(name: "Nimble", package: "Nimble"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ],
            path: "Sources/MatchersBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
