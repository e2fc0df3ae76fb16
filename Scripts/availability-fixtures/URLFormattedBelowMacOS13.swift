// `URL.formatted()` (Foundation's format styles, macOS 13 / iOS 16 / tvOS 16) with no availability
// check: newer than the macOS, iOS and tvOS floors (watchOS 9 and visionOS 1 already have it).
// platforms: macOS, iOS, tvOS
// expect: 7: 'formatted()' is only available in
import Foundation

func shown(_ url: URL) -> String { url.formatted() }
