// swift-format-ignore-file
// Fixture: the "TrainerInfo" file from the appendix of the seed 000_1e750f2c46c7b37e.txt (a copy is
// Resources/Seed000.txt). Changes, all checked by SeedAppendixTextTests:
// - This header, up to the first blank line.
// - None: the file compiles as written.

import Foundation

struct TrainerInfo: Identifiable {
    let id: UUID
    var name: String
    var favoritePokemon: String
}

extension TrainerInfo: CustomStringConvertible {
    var description: String {
        "Trainer \(name) likes \(favoritePokemon)"
    }
}
