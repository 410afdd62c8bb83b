@_exported import Foundation
@_exported import Trellis
@_exported import TrellisText

// TrellisUIKit lets programmatic UIKit layout code compile against Trellis with one change, `import UIKit` →
// `import TrellisUIKit`. It adds no behaviour of its own: every `UI`/`NS` name is a typealias for a Trellis type, or
// a thin spelling of something Trellis already does (see Docs/PortingFromUIKit.md).
