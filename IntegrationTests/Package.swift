// swift-tools-version:6.2
// Consumers of Matchers, as users' packages would be: one package that depends on the library by
// path, so that only its public API is in reach, with one test target per consumer. One package
// builds the library once for all five (Scripts/test-all.sh runs it):
//
// - TalkConsumer compiles the code of the talk the library grew from, unchanged (checked against
//   ../shared/seed-talk.md when it is there), and runs its verify calls in XCTest.
// - KitAndMocksConsumer uses the Swift-shaped matchers, the test kit for matcher authors and
//   CallRecorder the way a user would, in XCTest and in Swift Testing, checking verdicts, messages
//   and reported lines.
// - ModelConsumer compares models of its own and checks that structural diffs name every differing
//   path and mark nothing else.
// - EqualExceptConsumer compares models of its own "equal except": generated ids and timestamps
//   ignored three levels down, computed numbers within a tolerance, dates to the second, and
//   checks that each failure names only the field that counts.
// - LookAlikeConsumer compares values of its own that print alike (colliding descriptions,
//   Foundation types, classes, NaN) and checks that no message shows two texts that read the same
//   without saying what differs, and that no message about a value holds an address.
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let libraryPackage = String(#filePath.split(separator: "/").dropLast(2).last ?? "Matchers")

let library: [Target.Dependency] = [
    .product(name: "Matchers", package: libraryPackage),
    .product(name: "XCTMatchers", package: libraryPackage),
]

let package = Package(
    name: "IntegrationTests",
    // The library's own floor (see its Package.swift).
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(path: "..")],
    targets: [
        .testTarget(name: "TalkConsumerTests", dependencies: library, path: "TalkConsumer/Tests/TalkConsumerTests"),
        .testTarget(
            name: "KitAndMocksConsumerTests", dependencies: library,
            path: "KitAndMocksConsumer/Tests/KitAndMocksConsumerTests"),
        .testTarget(
            name: "ModelConsumerTests", dependencies: library, path: "ModelConsumer/Tests/ModelConsumerTests"),
        .testTarget(
            name: "EqualExceptConsumerTests", dependencies: library,
            path: "EqualExceptConsumer/Tests/EqualExceptConsumerTests"),
        .testTarget(
            name: "LookAlikeConsumerTests", dependencies: library,
            path: "LookAlikeConsumer/Tests/LookAlikeConsumerTests"),
    ],
    swiftLanguageModes: [.v6]
)
