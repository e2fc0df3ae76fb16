// swift-tools-version:6.0
// A consumer of Matchers, as a user's package would be: it depends on the library by path and
// compares models of its own with assertThat, checking that a structural diff names every path that
// differs and marks nothing that does not. Run by Scripts/test-all.sh.
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let libraryPackage = String(#filePath.split(separator: "/").dropLast(3).last ?? "Matchers")

let package = Package(
    name: "ModelConsumer",
    // The library's own floor (see its Package.swift).
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(path: "../..")],
    targets: [
        .testTarget(
            name: "ModelConsumerTests",
            dependencies: [
                .product(name: "Matchers", package: libraryPackage),
                .product(name: "XCTMatchers", package: libraryPackage),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
