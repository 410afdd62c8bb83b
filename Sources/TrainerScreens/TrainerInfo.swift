import Foundation

/// What the Trainer form collects: a trainer's name and favourite Pokémon.
public struct TrainerInfo: Identifiable, Hashable, Sendable {
  /// A unique identity, so lists of trainers can tell two entries with the same text apart.
  public let id: UUID
  /// The trainer's name.
  public var name: String
  /// The trainer's favourite Pokémon.
  public var favoritePokemon: String

  /// Creates trainer data.
  ///
  /// - Parameters:
  ///   - id: The identity (a new one by default).
  ///   - name: The trainer's name.
  ///   - favoritePokemon: The trainer's favourite Pokémon.
  public init(id: UUID = UUID(), name: String, favoritePokemon: String) {
    self.id = id
    self.name = name
    self.favoritePokemon = favoritePokemon
  }
}

extension TrainerInfo: CustomStringConvertible {
  /// The sentence the Trainer Log shows: `Trainer Ash likes Pikachu`.
  public var description: String {
    "Trainer \(name) likes \(favoritePokemon)"
  }
}
