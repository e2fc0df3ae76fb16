// swift-tools-version:6.2
// A consumer of Matchers, as a user's package would be: it depends on the library by path and
// compiles the talk's code (../shared/seed-talk.md) unchanged. Run by Scripts/test-all.sh.
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let libraryPackage = String(#filePath.split(separator: "/").dropLast(3).last ?? "Matchers")

let package = Package(
    name: "TalkConsumer",
    // The library's own floor (see its Package.swift).
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(path: "../..")],
    targets: [
        .testTarget(
            name: "TalkConsumerTests",
            dependencies: [
                .product(name: "Matchers", package: libraryPackage),
                .product(name: "XCTMatchers", package: libraryPackage),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
