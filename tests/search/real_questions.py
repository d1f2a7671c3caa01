"""Real questions: what players asked on forums, Q&A sites and rules columns, in their own words,
each with the page it was asked on, judged by hand against the 2026-08-07 Comprehensive Rules
and the MTGJSON card data (the `full` data of test_full_relevance, which also runs this set).

How the set was made (2026-11-30):

- Every question was found with a public-web search tool and comes from the page whose URL is
  given (forum threads, Reddit through its mirrors, StackExchange through a mirror, TappedOut's
  Q&A, Cranial Insertion in English and in its French translation, magic-ville's and
  magiccorporation's French rules forums). The wording is the asker's: nothing was corrected,
  translated or invented; a long post is cut to the sentence one would type in a search box
  (`note` says where a thread title was used instead). Typos are kept ("it's tap ability",
  "the Sticher's", "auntie ools", « je met une carte »...). French questions come from French
  pages only (Cranial Insertion's French edition is the column's own translation, not ours).
  Links the tool gave as http:// are written https://; the pages are the same.
- Content farms that answer SEO questions ("Does X work with Y?" pages written for search
  engines) were not used: their titles are not questions players asked.
- `expected` lists every result ref (see search/documents.py: a rule number, a glossary term,
  a keyword's lower-case English name, a card's English name, or "Card#date" for the rulings
  of a card published that day) that answers the question on the newest data. The site shows
  a rule with all its subrules, a keyword with its whole rule and a card with its rulings, so
  the rule one level above the answering subrule (702.2 for 702.2c), the keyword whose rule it
  is ("deathtouch") and the card of an answering ruling are listed too, for every question
  alike; sections and chapters (405, 7) only where the question is about the whole section
  ("Comment fonctionne la pile ?"). A glossary entry counts where its own definition answers
  (« Summoning Sickness Rule », « Total Cost »), not where it only names the rule to read.
  Cards printed after the MTGJSON snapshot (2022-04-25) are not in the data; such questions
  are kept when a rule answers them, as visitors ask about new cards too.
- Judged strictly: a question none of whose candidates really answers it was left out (for
  example "Does Defend the Hearth protect planeswalkers?", which no rule or ruling states).
  Nothing here was tuned to the search, and the search must never be tuned to these questions:
  the set measures search on questions as players ask them, not a goal.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class RealQuestion:
    lang: str
    text: str
    expected: tuple[str, ...]
    source: str
    note: str = ""


CI = "https://www.cranialinsertion.com/article/"
MC = "https://www.magiccorporation.com/gathering-forum-viewtopic-3-"

REAL_QUESTIONS = [
    # --- English -------------------------------------------------------------------------
    RealQuestion(
        "en",
        "Resolution of Trample with Deathtouch",
        ("702.2c", "702.19b", "702.2", "deathtouch", "702.19", "trample"),
        "https://tappedout.net/mtg-questions/resolution-of-trample-with-deathtouch",
        "thread title",
    ),
    RealQuestion(
        "en",
        "My opponent then takes control of this creature (with for example Control Magic). "
        "Will this creature have summoning sickness again until next turn?",
        ("302.6", "Summoning Sickness Rule"),
        "https://wiki.bondhou.com/content/boardgames.stackexchange.com_en_all_2024-10/"
        "questions/48738/when-taking-control-of-a-creature-does-it-gain-summoning-sickness",
        "StackExchange question, through a mirror",
    ),
    RealQuestion(
        "en",
        "Lightning greaves removing summoning sickness",
        (
            "Lightning Greaves#2020-08-07",
            "302.6",
            "702.10b",
            "702.10",
            "haste",
            "Lightning Greaves",
        ),
        "https://redlib.fmhy.net/r/magicTCG/comments/klt9w0/"
        "group_debate_lightning_greaves_removing_summoning/ghc3h4z/?context=3",
        "thread title; the ruling says a creature that loses haste before attacking can't",
    ),
    RealQuestion(
        "en",
        "if I have a 1/1 creature with first strike and deathtouch, and my opponent blocks it "
        "with a 2/2 creature, will my creature die?",
        (
            "702.7b",
            "510.4",
            "702.2b",
            "704.5h",
            "702.7",
            "first strike",
            "702.2",
            "deathtouch",
            "704.5",
        ),
        "https://boardgames.stackexchange.com/a/11197",
    ),
    RealQuestion(
        "en",
        "with a card like Chronomaton, because you have to pay to tap its ability, summoning "
        "sickness doesn't apply to it's tap ability",
        ("302.6", "602.5a", "602.1a", "602.5", "602.1", "Summoning Sickness Rule"),
        "https://redlib.fmhy.net/r/magicTCG/comments/fftyjw/"
        "confusion_regarding_summoning_sickness/fk0iw0x/?context=3",
    ),
    RealQuestion(
        "en",
        "I control Garruk, Unleashed with two loyalty counters, and my opponent controls three "
        "more creatures than me. If I activate Garruk's -2 ability, will Garruk survive?",
        ("Garruk, Unleashed#2020-06-23", "704.5i", "704.5", "Garruk, Unleashed"),
        CI + "3324",
    ),
    RealQuestion(
        "en",
        "I control an Obsessive Stitcher. My opponent targets it with a Soul Sear. Can I "
        "activate the Sticher's last ability and have it return itself with its own ability?",
        ("Obsessive Stitcher#2020-06-23", "602.2b", "602.2", "Obsessive Stitcher"),
        CI + "3324",
    ),
    RealQuestion(
        "en",
        "I have a Quirion Dryad in play. If I cast Indulging Patrician, will my Dryad get one "
        "or two counters?",
        ("Quirion Dryad#2020-06-23", "Quirion Dryad"),
        CI + "3324",
    ),
    RealQuestion(
        "en",
        "I control both Xenagos, God of Revels and Yasova Dragonclaw. Can I have Xenagos boost "
        "Yasova's power so I can steal a bigger creature?",
        ("Yasova Dragonclaw#2014-11-24", "603.3d", "603.3", "Yasova Dragonclaw"),
        CI + "2515",
    ),
    RealQuestion(
        "en",
        "What happens if I have a Mogg Flunkies and a Goblin Assault with another creature "
        "that could attack?",
        ("Mogg Flunkies#2018-03-16", "508.1d", "508.1", "Mogg Flunkies"),
        CI + "2256",
    ),
    RealQuestion(
        "en",
        "Phyrexian Metamorph copies Spine of Ish Sah and dies – will I get the Metamorph back?",
        ("603.10a", "603.6c", "603.10", "603.6"),
        CI + "334",
    ),
    RealQuestion(
        "en",
        "If I resolve a Kindle the Carnage and my opponent has Firedrinker Satyr in play, does "
        "the Satyr stay in play while I repeat the process of damaging it and generating "
        "triggers, or does it die after the first round?",
        ("Kindle the Carnage#2006-05-01", "704.3", "Kindle the Carnage"),
        CI + "1214",
    ),
    RealQuestion(
        "en",
        "So mirror box gives u the possibility to play multiple legendary permanents right?",
        ("Mirror Box#2022-02-18", "704.5j", "Legend Rule", "704.5", "Mirror Box"),
        "https://redlib.vhack.eu/r/mtgrules/comments/ssewfc/mirror_box",
    ),
    RealQuestion(
        "en",
        "Can Flamerush Rider copy a creature with vigilance?",
        ("702.20b", "Flamerush Rider#2014-11-24", "702.20", "vigilance", "Flamerush Rider"),
        "https://reddit.nalc.co/r/mtgrules",
        "thread title; the token is put onto the battlefield tapped and attacking, vigilance "
        "only matters when attackers are declared",
    ),
    RealQuestion(
        "en",
        "I have Humility and two copies of Opalescence in my graveyard, and I play Replenish. "
        "What happens?",
        (
            "Humility#2006-02-01",
            "Opalescence#2006-02-01",
            "Humility#2009-10-01",
            "Opalescence#2009-10-01",
            "Humility",
            "Opalescence",
        ),
        "https://www.mtgsalvation.com/articles/16273-cranial-insertion-relearning-humility"
        "?cookieTest=1",
    ),
    RealQuestion(
        "en", "Can I Frazzle Reality?", ("709.3b", "709.3"), "https://www.cranialinsertion.com/64"
    ),
    RealQuestion(
        "en",
        "What happens when I Twincast a split card?",
        ("707.10", "709.3b", "709.3"),
        "https://www.cranialinsertion.com/64",
    ),
    RealQuestion(
        "en",
        "If I control Goblin Electromancer, does it reduce the mana cost of each half of a "
        "fused Turn // Burn",
        (
            "Goblin Electromancer#2018-10-05",
            "702.102c",
            "601.2f",
            "702.102",
            "fuse",
            "601.2",
            "Total Cost",
            "Goblin Electromancer",
        ),
        CI + "853",
    ),
    RealQuestion(
        "en",
        "If I imprint Beck // Call on Thought Prison, what kinds of spells will trigger Thought "
        "Prison's damage ability?",
        ("709.4b", "709.4"),
        CI + "853",
        "judged on today's rules: a split card has its halves' combined colours and mana value",
    ),
    RealQuestion(
        "en",
        "When does a countered spell go to the graveyard?",
        ("701.6a", "701.6", "counter"),
        "https://tappedout.net/mtg-questions/when-does-a-countered-spell-go-to-the-graveyard",
    ),
    RealQuestion(
        "en",
        "Will my opponent be forced to use at least 2 of his 3 creatures to block my token "
        "wolf, thus letting my Pyreheart Wolf through?",
        ("509.1c", "Deadly Allure#2011-01-22", "509.1", "Deadly Allure"),
        "https://www.mtgsalvation.com/articles/15148-cranial-insertion-cranialinsertion-com",
    ),
    RealQuestion(
        "en",
        "how does a spell interact with auntie ools ward if they don't own a creature?",
        ("702.21a", "118.3", "702.21", "ward"),
        "https://reddit.sentinel-team.org/posts/1q9rvy7/snapshots/2026-01-12T03%3A31%3A14.421763Z",
        "Auntie Ool is newer than the card data",
    ),
    RealQuestion(
        "en",
        "Deflecting Swat and Any number of Target",
        ("115.3", "Deflecting Swat#2020-04-17", "Deflecting Swat"),
        "https://reddit.nalc.co/r/mtgrules",
        "thread title",
    ),
    RealQuestion(
        "en",
        "Friend and I were playing commander and killed each other at the same time, is there "
        "a ruling on this? Is it a draw?",
        ("104.4a", "704.5a", "704.3", "104.4", "704.5"),
        "https://redlib.fmhy.net/r/magicTCG/comments/gpktrp/"
        "rules_on_killing_each_other_simultaneously",
    ),
    RealQuestion(
        "en",
        "a combat phase ends with player 1 at 0 life and player 2 at -2. Does this count as a "
        "draw or does player 1 win?",
        ("104.4a", "704.5a", "104.4", "704.5"),
        "https://tappedout.net/mtg-questions/what-happens-to-a-drawn-game",
    ),
    RealQuestion(
        "en",
        "How does madness interact with Leyline of the Void?",
        (
            "616.1",
            "702.35a",
            "Leyline of the Void#2021-03-19",
            "702.35",
            "madness",
            "Leyline of the Void",
        ),
        "https://www.mtgsalvation.com/articles/15260-cranial-insertion-severe-weather-warning"
        "?cookieTest=1",
    ),
    RealQuestion(
        "en",
        "Which of these will add to my storm count for Tendrils of Agony?",
        ("702.40a", "Tendrils of Agony#2013-06-07", "702.40", "storm", "Tendrils of Agony"),
        "https://www.mtgsalvation.com/articles/15163-cranial-insertion-merry-quizmas",
    ),
    RealQuestion(
        "en",
        "I control E. Honda, Sumo Champion and a Basri Ket. I activate Basri Ket's -2 and "
        "attack. Can I stack my triggers so I create the tokens first, then target them with "
        "E. Honda's ability?",
        ("603.3d", "603.3b", "603.3"),
        "https://www.cranial-insertion.com/article/3830",
        "E. Honda is newer than the card data",
    ),
    RealQuestion(
        "en",
        "How does the untap symbol in Ryu, World Warrior's Hadoken ability work?",
        ("107.6", "Untap Symbol"),
        "https://www.cranial-insertion.com/article/3830",
        "Ryu is newer than the card data",
    ),
    RealQuestion(
        "en",
        "How would you be able to unmorph or sac to altar if this is on the stack?",
        ("702.61b", "702.61", "split second"),
        "https://rl.huuu.biz/r/custommagic/comments/1o9cms9/is_this_mox_instant/nk1vcmw/?context=3",
        "'this' is a spell with split second",
    ),
    # --- French --------------------------------------------------------------------------
    RealQuestion(
        "fr",
        "Est-ce que l'on peut utiliser les sorts des créatures quand ce n'est pas notre tour de "
        "jouer. Comme celui de l'elfe gardebois ?",
        ("117.1b", "117.1"),
        MC + "24085-sorts-de-creatures.html",
        "« sorts des créatures » means activated abilities (Elfe gardebois: Timberwatch Elf)",
    ),
    RealQuestion(
        "fr",
        "Quand je met une carte sur la table, elle ne peut pas attaquer, mais quand "
        "l'adversaire m'attaque, est-ce qu'elle peut bloquer ?",
        ("302.6", "509.1a", "509.1", "Summoning Sickness Rule"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-24086-le-mal-de-linvocation.html",
    ),
    RealQuestion(
        "fr",
        "mal d'invocation",
        ("302.6", "Summoning Sickness Rule"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-69756-mal-dinvocation.html",
        "thread title",
    ),
    RealQuestion(
        "fr",
        "L'emblème de Teferi, Hero de Dominaria peut-il exiler un permanent qui a protection "
        "contre le blanc ?",
        ("114.3", "702.16b", "702.16", "protection", "Emblem"),
        CI + "2697",
    ),
    RealQuestion(
        "fr",
        "Est-ce qu'une capacité activée comme celle de la Sangsue putride cible la Sangsue",
        ("115.10a", "115.10", "115.1c", "115.1"),
        "https://cranial-insertion.com/article/1793",
    ),
    RealQuestion(
        "fr",
        "Si j'utilise Protection de Téfeiri, mon adversaire peut-il toujours me faire perdre "
        "avec des marqueurs poisons ?",
        (
            "Teferi's Protection#2017-08-25",
            "702.16j",
            "702.16e",
            "702.16",
            "protection",
            "Teferi's Protection",
        ),
        "https://www.cranial-insertion.com/article/4096",
    ),
    RealQuestion(
        "fr",
        "Mon Heaume de l'éveil réduit-il le coût de kick de Calice toujours ruisselant ?",
        ("601.2f", "601.2", "Total Cost"),
        "https://www.cranial-insertion.com/article/4096",
    ),
    RealQuestion(
        "fr",
        "Je lance l'Hymne de bataille du Hurloon kické sur une créature de mon adversaire, mais "
        "celui-ci la sacrifie en réponse. Vais-je quand même gagner des points de vie quand le "
        "sort se résout ?",
        ("608.2b", "608.2"),
        "https://cranial-insertion.com/article/3869",
        "Hurloon Battle Hymn is newer than the card data",
    ),
    RealQuestion(
        "fr",
        "mon adversaire lance Souffle de givre en ciblant deux de mes créatures. En réponse, je "
        "lance Sagacité du ranger pour donner à l'une d'elle la défense talismanique. Que se "
        "passe-t-il ?",
        ("608.2b", "608.2"),
        "https://www.cranialinsertion.com/1036",
    ),
    RealQuestion(
        "fr",
        "Je contrôle Kefnet l'Éternel-dieu et ma pioche pour ce tour est Implorez les anges. "
        "Puis-je bénéficier de l'effet de copie de Kefnet, du miracle, ou des deux ?",
        (
            "God-Eternal Kefnet#2019-05-03",
            "Entreat the Angels#2018-07-13",
            "702.94a",
            "702.94",
            "miracle",
            "God-Eternal Kefnet",
            "Entreat the Angels",
        ),
        "https://cranial-insertion.com/article/3907",
    ),
    RealQuestion(
        "fr",
        "Y-a-t-il une interaction entre Trésor de la tentation et Prison fantomale ? Mes "
        "adversaires doivent-ils payer le mana ou peuvent-ils choisir de ne pas attaquer ?",
        ("508.1d", "Trove of Temptation#2017-09-29", "508.1", "Trove of Temptation"),
        "https://cranial-insertion.com/article/2499",
    ),
    RealQuestion(
        "fr",
        "Je contrôle un Leurreur golgari et un Mystique elfe. Je lance Agrandir sur le Mystique "
        "et attaque mes deux créatures. En supposant que mon adversaire a 5 créatures qui "
        "peuvent bloquer, comment peut-il bloquer ?",
        ("509.1c", "509.1"),
        "https://www.cranial-insertion.com/article/1391",
    ),
    RealQuestion(
        "fr",
        "Je contrôle Drakôn porteciel. Mon adversaire attaque avec Faucon de guérisseur que je "
        "bloque avec mon Drakôn. Juste après cette étape mon adversaire lance Griffes de la "
        "canopée en ciblant son Faucon. Le Faucon est-il toujours bloqué ?",
        ("509.1h", "506.4a", "509.1", "506.4", "Blocked Creature"),
        CI + "3273",
    ),
    RealQuestion(
        "fr",
        "Comment fonctionne la pile ?",
        ("405", "405.1", "405.2", "405.5", "Stack"),
        "https://magic-ville.com/fr/regles/faq.php?reffaq=46",
    ),
    RealQuestion(
        "fr",
        "L'adversaire n'a que 11 cartes dans sa bibliothèque. Toute sa bibliothèque y passe "
        "mais meurt-il de ne pas pouvoir mettre une carte de sa bibliothèque dans son "
        "cimetière? Où bien mourra t'il quand il devra piocher une carte?",
        ("704.5b", "121.4", "704.5"),
        MC + "36391-questions-deck-minds-desire.html",
    ),
    RealQuestion(
        "fr",
        "Portée du Kodama mais plus de terrains à aller chercher",
        ("Kodama's Reach#2004-12-01", "701.23b", "701.23", "search", "Search", "Kodama's Reach"),
        MC + "41914-portee-du-kodama-mais-plus-de-terrains-a-aller-chercher.html",
        "thread title",
    ),
    RealQuestion(
        "fr",
        "Si je lance Maléfice Hexagonal en ciblant six créature de mon adversaire, je commets "
        "un, ou six crimes ?",
        ("700.13",),
        CI + "4222",
    ),
    RealQuestion(
        "fr",
        "que veut dire bloquer la créature",
        ("Block", "509.1", "509.1a"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-73246-"
        "que-veut-dire-bloquerla-creature.html",
        "thread title",
    ),
    RealQuestion(
        "fr",
        "Je contrôle Tatsunari, chevaucheur de crapauds, un jeton Keimi, et un Autel phyrexian. "
        "Puis-je lancer un sort d'enchantement, avoir un trigger de Keimi, puis sacrifier Keimi "
        "et obtenir une nouvelle grenouille grâce à la capacité déclenchée de Tatsunari ?",
        ("603.4", "Intervening “If” Clause"),
        CI + "3749",
    ),
    RealQuestion(
        "fr",
        "Je donne l'intimidation à mon Voyant ligatureur de pensées, peut-il être bloqué",
        ("702.13b", "702.13", "intimidate"),
        CI + "2697",
        "the page's excerpt ends there",
    ),
    RealQuestion(
        "fr",
        "J'ai une Vampire accueillante en jeu, ainsi qu'une Shamane ruchecœur et trois types de "
        "terrains de base différents. Si j'active la capacité de la Shamane, vais-je piocher "
        "une carte grâce à la capacité de ma Vampire accueillante ?",
        ("Welcoming Vampire#2021-11-19", "Welcoming Vampire"),
        "https://cranial-insertion.com/article/3701",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire lance Commandement de Kolaghan : il cible mon Morguesort avec le mode "
        "de destruction d'artefact et mon Elfe luisant avec le mode Choc. Puis-je rediriger "
        "les blessures vers mon Morguesort",
        ("115.3", "Spellskite#2020-08-07", "Spellskite"),
        "https://cranial-insertion.com/article/2181",
    ),
    RealQuestion(
        "fr",
        "Qu'est ce qui se passe si mon adversaire joue une Colère de Dieu alors que j'ai un "
        "Disciple du Caveau et des créatures artefact en jeu ?",
        ("Disciple of the Vault#2020-08-07", "603.10a", "603.10", "Disciple of the Vault"),
        "https://magic-ville.com/fr/regles/faq.php?reffaq=73",
    ),
    RealQuestion(
        "fr",
        "question sur la réserve de mana",
        ("106.4", "Mana Pool"),
        MC + "77847-question-sur-la-reserve-de-mana.html",
        "thread title",
    ),
    RealQuestion(
        "fr",
        "effets basés sur les états",
        ("704", "704.3", "State-Based Actions"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-11417-"
        "effets-bases-sur-les-etats.html",
        "thread title, in the old words for state-based actions",
    ),
    RealQuestion(
        "fr",
        "pile, priorité et définitions de termes spécifique",
        ("405", "117", "Stack", "Priority"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-73400-"
        "pile-priorite-et-definitions-de-termes-specifique.html",
        "thread title",
    ),
    RealQuestion(
        "fr",
        "montée",
        ("Upwelling", "Upwelling#2009-10-01"),
        MC + "56649-montee.html",
        "thread title: the French name of Upwelling",
    ),
    RealQuestion(
        "fr",
        "forme du serpent",
        ("Snakeform", "Snakeform#2008-08-01", "Snakeform#2009-10-01"),
        MC + "82559-forme-du-serpent.html",
        "thread title: the French name of Snakeform",
    ),
    RealQuestion(
        "fr",
        "mort vivante",
        ("Living Death", "Living Death#2018-03-16"),
        MC + "10823-mort-vivante.html",
        "thread title: the French name of Living Death",
    ),
    RealQuestion(
        "fr",
        "nephilim piaffencre et electrolyse",
        ("Ink-Treader Nephilim", "Ink-Treader Nephilim#2006-02-01"),
        MC + "55188-15-nephilim-piaffencre-et-electrolyse.html",
        "thread title, accents as typed",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire a enchanté ma créature avec Maîtrise de la frappe sonnante. Quand "
        "puis-je payer pour dégager ma créature ?",
        ("117.1b", "117.1"),
        "https://cranial-insertion.com/article/4385",
        "the Aura is newer than the card data",
    ),
]
