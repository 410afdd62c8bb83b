import Foundation
import Testing
import TrainerScreens

@Suite struct TrainerInfoTests {
  @Test func entriesWithTheSameTextKeepTheirOwnIdentity() {
    let first = TrainerInfo(name: "Ash", favoritePokemon: "Pikachu")
    let second = TrainerInfo(name: "Ash", favoritePokemon: "Pikachu")
    #expect(first.id != second.id)
    #expect(first != second)
  }
}
