## The words every message shares (the vocabulary). Written by hand: the generated
## messages.ftl beside it holds the sentences.

# The language's name in itself, for the switch between languages.
language-name = English

# A player: $n counted from 1; $you is "yes" for the learner's own seat; $case is the
# grammatical case the sentence asks for (English has one form).
word_player = { $you ->
        [yes] Player { $n } (you)
       *[no] Player { $n }
    }

# A suit as the sentence names it ($suit: clubs, diamonds, hearts, spades; jokers, led as a suit).
word_suit = { $suit ->
        [clubs] clubs
        [diamonds] diamonds
        [hearts] hearts
        [jokers] jokers
       *[spades] spades
    }
