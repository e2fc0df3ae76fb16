// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Matchers",
    // The floor SwiftHamcrest and Nimble declare. Everything newer (the `Duration` polling, the
    // `Regex` matchers, `Mutex`) is behind @available or #available: Scripts/check-availability.sh
    // proves it on Linux.
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Matchers", targets: ["Matchers"]),
        .library(name: "XCTMatchers", targets: ["XCTMatchers"]),
        // SwiftHamcrest's spellings, for suites moving over: `import SwiftHamcrestCompatibility`.
        .library(name: "SwiftHamcrestCompatibility", targets: ["SwiftHamcrestCompatibility"]),
    ],
    targets: [
        // The matcher library: the Swift standard library, and Foundation's value types (FoundationEssentials
        // where the toolchain has it) to render them in messages. No package dependencies.
        .target(name: "Matchers"),
        // The only module that knows a test framework.
        .target(name: "XCTMatchers", dependencies: ["Matchers", "XCTMatchersLoadHook"]),
        // SwiftHamcrest's other names for the catalog's matchers and its assertions, kept out of the
        // main API (one name per concept there); it re-exports Matchers and XCTMatchers.
        .target(name: "SwiftHamcrestCompatibility", dependencies: ["Matchers", "XCTMatchers"]),
        // Starts XCTMatchers' XCTest watcher as the test process loads (a C constructor).
        .target(name: "XCTMatchersLoadHook"),
        // Every matcher's example and failure message, shared by the gallery and its golden test.
        .target(name: "GalleryCatalog", dependencies: ["Matchers"]),
        .executableTarget(
            name: "matchers-gallery",
            dependencies: ["GalleryCatalog"],
            path: "Sources/MatchersGallery"
        ),
        // Test doubles shared by the test targets (not a product).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // MatchersTests uses XCTMatchers' test kit for matcher authors in some of its tests; both
        // check SwiftHamcrestCompatibility's names in the Swift 6 language mode too.
        .testTarget(
            name: "MatchersTests",
            dependencies: ["Matchers", "XCTMatchers", "SwiftHamcrestCompatibility", "TestSupport"]
        ),
        .testTarget(
            name: "XCTMatchersTests",
            dependencies: ["XCTMatchers", "Matchers", "SwiftHamcrestCompatibility", "TestSupport"]
        ),
        .testTarget(name: "GalleryTests", dependencies: ["GalleryCatalog"], exclude: ["Golden"]),
        // SwiftHamcrest's call shapes, compiled in the Swift 5 language mode its users' suites use.
        .testTarget(
            name: "SwiftHamcrestCompatibilityTests",
            dependencies: ["SwiftHamcrestCompatibility"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
