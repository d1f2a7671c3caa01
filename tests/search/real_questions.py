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

# --- Held out --------------------------------------------------------------------------------
# A second collection, made 2026-12-03 the same way and judged by the same rules (the module's
# docstring), by collectors who never ran the search on them, after the search was built. They
# tell whether the figures on the set above, which the search was developed beside, hold on
# questions it never met. Keep them out of view: one change since was prompted by reading their
# misses (a card named by its front face, f76694d; it moved one of them down, 3rd -> 4th), and
# a change found that way tells nothing on this set.
HELDOUT_QUESTIONS = [
    # --- English ---------------------------------------------------------------------------
    RealQuestion(
        "en",
        "Rules on Indestructible",
        ("702.12b", "702.12", "indestructible", "Indestructible"),
        "https://tappedout.net/mtg-questions/rules-on-indestructible",
        "thread title",
    ),
    RealQuestion(
        "en",
        "Rules for daybound",
        ("702.145", "daybound and nightbound", "Daybound", "731"),
        "https://tappedout.net/mtg-questions/rules-for-daybound",
        "thread title",
    ),
    RealQuestion(
        "en",
        "Double strike vs double strike",
        ("702.4b", "702.4", "double strike", "510.4", "Double Strike"),
        "https://cal1.lr.ggtyler.dev/r/mtgrules",
        "thread title (r/mtgrules front page, through a mirror)",
    ),
    RealQuestion(
        "en",
        "Saw in Half + Chatterfang",
        (
            "Chatterfang, Squirrel General#2021-06-18",
            "Chatterfang, Squirrel General",
            "614.1a",
            "614.1",
        ),
        "https://r.darklab.sh/r/mtgrules",
        "thread title; Saw in Half is newer than the card data, Chatterfang's replacement "
        "effect applies to any tokens created",
    ),
    RealQuestion(
        "en",
        "legend rule and activated abilities",
        ("704.5j", "704.5", "Legend Rule", "704.3", "117.5"),
        "https://tappedout.net/mtg-questions/legend-rule-and-activated-abilities/",
        "thread title; the asker wants to activate an ability of a legendary permanent "
        "before the legend rule applies",
    ),
    RealQuestion(
        "en",
        "What happens to a token that dies?",
        ("111.7", "111.8", "704.5d", "704.5"),
        "https://tappedout.net/mtg-questions/what-happens-to-a-token-that-dies",
        "thread title",
    ),
    RealQuestion(
        "en",
        "Can I use Stifle on The Abyss?",
        ("Stifle#2004-10-04", "Stifle", "603.1"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/2004Reports/Jan/010204.html",
    ),
    RealQuestion(
        "en",
        "Can I untap an untapped creature?",
        ("701.26b", "701.26", "tap and untap"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/092503.html",
        "judged on today's rules: only tapped permanents can be untapped",
    ),
    RealQuestion(
        "en",
        "Sword of X and Y vs trample and deathtouch?",
        (
            "702.19b",
            "702.19",
            "trample",
            "702.2c",
            "702.2",
            "deathtouch",
            "702.16e",
            "702.16",
            "protection",
        ),
        "https://reddit.cubieserver.de/r/askajudge/comments/1j5ceji/"
        "sword_of_x_and_y_vs_trample_and_deathtouch",
        "thread title; the blocker has protection from the attacker's colours",
    ),
    RealQuestion(
        "en",
        "Say my opponent's got [[Uba Mask]], while I've got [[Tomorrow, Azami's Familiar]]: do "
        "I get to do Tomorrow's thing and look at the top three cards and pick one as "
        "indicated, or do I have to simply exile that card?",
        ("616.1", "616.1e", "616.1f"),
        "https://redlib.tcsenpai.com/r/magicTCG/s/Y86IweDZAg",
    ),
    RealQuestion(
        "en",
        "Then, while controlling P2, I cast another Emrakul, this time targeting Player 3. Who "
        "controls P3 during their next turn - me or P2?",
        (
            "723.3",
            "723.5",
            "Emrakul, the Promised End#2016-07-13",
            "Emrakul, the Promised End",
        ),
        "https://r.darklab.sh/r/mtgrules",
        "r/mtgrules front page, through a mirror; the spell cast for P2 is P2's, so P2 gains "
        "control of P3",
    ),
    RealQuestion(
        "en",
        "Nick had a Blood Moon in play and Harold had an Urborg, Tomb of Yawgmoth in play. The "
        "question is, does Urborg, Tomb of Yawgmoth retain the text or is it simply a "
        "Mountain?",
        (
            "Blood Moon#2020-08-07",
            "Blood Moon",
            "Urborg, Tomb of Yawgmoth#2021-03-19",
            "Urborg, Tomb of Yawgmoth",
            "305.7",
            "613.8a",
            "613.8",
        ),
        "https://johnandlissasgamingblog.blogspot.com/2010/11/wednesday-night-magic.html",
    ),
    RealQuestion(
        "en",
        "If I cast Rule of Law during my main phase can I still cast one more spell even if I "
        "already cast a spell twice before the Rule of Law came into play?",
        ("Rule of Law#2019-07-12", "Rule of Law"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/2004Reports/Oct/21.html",
    ),
    RealQuestion(
        "en",
        "Do I draw a card when I play a enchantment when I have a Argothian Enchantress in "
        "play but the enchantment is counter by Counterspell?",
        ("Argothian Enchantress#2016-06-08", "Argothian Enchantress"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/051503.html",
    ),
    RealQuestion(
        "en",
        "When You regenerate a creature or make a creature token, can you attack the same turn "
        "you put the creatures into play?",
        ("302.6", "Summoning Sickness Rule", "701.19a", "701.19", "regenerate"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/2005/4-22.shtml",
    ),
    RealQuestion(
        "en",
        'I play an Upheaval and my opponent "floats" some mana. Is the mana in his pool until '
        "the end of his turn or the end of this phase?",
        ("106.4", "500.5", "703.4q", "703.4"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/032802.html",
    ),
    RealQuestion(
        "en",
        "How does one determine when damage goes on the stack?",
        ("510.2", "703.1", "703.4m", "703.4"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/032802.html",
        "judged on today's rules: combat damage is dealt as a turn-based action that doesn't "
        "use the stack",
    ),
    RealQuestion(
        "en",
        "I've heard there's a trick you can do with Spell Queller to permanently exile a spell. "
        "How does that work?",
        ("Spell Queller#2016-07-13", "Spell Queller"),
        "https://cranial-insertion.com/article/2171",
    ),
    RealQuestion(
        "en",
        "In a multiplayer game, does everyone draw on their first turn, including the player "
        "who's going first?",
        ("103.8c", "103.8"),
        "https://www.cranialinsertion.com/article/263",
    ),
    RealQuestion(
        "en",
        "Can't Equipment only be attached to creatures? I thought so, but Grafted Exoskeleton "
        "talks about becoming unattached from a permanent.",
        (
            "301.5",
            "301.5c",
            "704.5n",
            "704.5",
            "Grafted Exoskeleton#2011-01-01",
            "Grafted Exoskeleton",
        ),
        "https://www.mtgsalvation.com/articles/"
        "15160-cranial-insertion-when-fluffy-bunnies-attack?cookieTest=1",
    ),
    RealQuestion(
        "en",
        "What happens to my Phyrexian Metamorph if I use it to copy an animated Mountain by "
        "Koth of the Hammer?",
        ("707.2", "Phyrexian Metamorph#2011-06-01", "Phyrexian Metamorph"),
        "https://www.cranialinsertion.com/article/334",
    ),
    RealQuestion(
        "en",
        "Can I use Cauldron of Souls to give an undying creature persist, then sacrifice it "
        "infinite times?",
        (
            "Cauldron of Souls#2008-05-01",
            "Cauldron of Souls#2013-06-07",
            "Cauldron of Souls",
            "400.7",
        ),
        "https://www.mtgsalvation.com/articles/15156-cranial-insertion-bad-moon-on-the-rise",
    ),
    RealQuestion(
        "en",
        "My opponent controls a Void Winnower. Which sides of Alrund, God of the Cosmos/Hakka, "
        "Whispering Raven can I cast?",
        (
            "Alrund, God of the Cosmos // Hakka, Whispering Raven#2021-02-05",
            "Alrund, God of the Cosmos // Hakka, Whispering Raven",
            "712.11c",
            "712.11",
            "712.8f",
            "712.8",
        ),
        "https://www.cranial-insertion.com/article/3509",
    ),
    RealQuestion(
        "en",
        "I cast Uro, Titan of Nature's Wrath and my opponent Counterspells it. Can I escape "
        "Uro, before my opponent can exile Uro from my graveyard with Deathrite?",
        (
            "Uro, Titan of Nature's Wrath#2020-01-24",
            "Uro, Titan of Nature's Wrath",
            "117.3b",
            "117.3",
        ),
        "https://www.cranialinsertion.com/article/3435",
    ),
    RealQuestion(
        "en",
        "If Serra Ascendant blocks Vengevine when I'm at 29, will either creature survive?",
        ("Serra Ascendant#2017-11-17", "Serra Ascendant", "702.15b", "702.15", "lifelink"),
        "https://www.mtgsalvation.com/articles/"
        "15260-cranial-insertion-severe-weather-warning?cookieTest=1",
    ),
    RealQuestion(
        "en",
        "If you control Doubling Season, do planeswalkers come into play with twice as many "
        "loyalty counters as mentioned on the card?",
        (
            "Doubling Season#2020-08-07",
            "Doubling Season",
            "306.5b",
            "306.5",
            "122.6",
            "614.16",
        ),
        "https://boardgames.stackexchange.com/questions/8708/"
        "does-doubling-season-affect-planeswalkers/8710",
    ),
    RealQuestion(
        "en",
        "I know I can use Power Conduit to keep my Urza's Saga around turn after turn. But can "
        "I use it in such a way to benefit from the 3rd chapter each turn?",
        (
            "714.4",
            "714.2b",
            "714.2",
            "714.3c",
            "714.3",
            "Urza's Saga#2021-06-18",
            "Urza's Saga",
        ),
        "https://www.cranial-insertion.com/article/3733",
    ),
    RealQuestion(
        "en",
        "If I have multiple auras with Totem armor on a creature, what happens when something "
        "destroys my creature?",
        (
            "702.89a",
            "702.89b",
            "702.89",
            "umbra armor",
            "616.1",
            "616.1e",
            "616.1f",
        ),
        "https://www.cranialinsertion.com/article/2760",
        "totem armor is now called umbra armor",
    ),
    RealQuestion(
        "en",
        "I popped the saga The Trickster-God's Heist stealing their commander, then I wanted "
        "to return that card to my hand with say Alley Evasion, or Fading Hope. Can I keep "
        "their commander in hand or can they return it to the command zone?",
        ("400.3", "108.3", "903.9b", "903.9"),
        "https://boardgames.stackexchange.com/questions/58532/"
        "can-i-steal-a-commander-and-return-it-to-my-hand",
    ),
    RealQuestion(
        "en",
        "I remove said lore counter, so now saga has 0 counters. On my next turn, I draw, but "
        "I do not put a lore counter on the saga, correct?",
        ("714.3c", "714.3", "703.4f", "703.4", "714.2b", "714.2"),
        "https://redlib.shiv19.com/r/magicTCG/comments/1kz6x2y/"
        "fin_final_fantasy_release_notes/mv37hfw/?context=3",
        "the asker is wrong: a Saga with chapter abilities gets a lore counter anyway",
    ),
    # --- French ----------------------------------------------------------------------------
    RealQuestion(
        "fr",
        "Mon adversaire contrôle une Archange Avacyn qui est sur le point de se transformer au "
        "début de mon entretien, et je contrôle un Pacte démoniaque. Puis-je choisir l'ordre des "
        "capacités déclenchées de ces deux cartes de sorte que je puisse tuer Avacyn avec le "
        "premier mode du Pacte avant qu'elle ne se transforme ?",
        ("603.3b", "603.3", "101.4"),
        "https://cranial-insertion.com/article/1950",
    ),
    RealQuestion(
        "fr",
        "Si je contrôle deux Cavaliers courseflammes, puis-je attaquer avec les deux pour "
        "produire à l'infini des hordes de jetons de Cavalier courseflamme ?",
        ("508.3a", "508.3", "508.4", "Flamerush Rider", "Flamerush Rider#2014-11-24"),
        "https://www.cranialinsertion.com/article/1527",
    ),
    RealQuestion(
        "fr",
        "Puis-je chercher moins de trois cartes avec Bonnet du bouffon ?",
        ("701.23d", "701.23", "search", "Jester's Cap", "Jester's Cap#2004-10-04"),
        "https://www.cranialinsertion.com/article/847",
    ),
    RealQuestion(
        "fr",
        "Je joue une partie en Commander, et mon adversaire vient juste de cacher mon commander "
        "dans ma bibliothèque avec Terminus. Puis-je utiliser mon Bonnet du bouffon pour ramener "
        "mon Commander dans la zone de commandement ?",
        ("903.9a", "903.9"),
        "https://www.cranialinsertion.com/article/847",
    ),
    RealQuestion(
        "fr",
        "Je tente d'Aplatir l'Ours runegriffe de mon adversaire. Ce dernier pense qu'il peut "
        "sauver son Ours avec le premier mode de Commandement de Dromoka. Je pense qu'il a tord. "
        "Qui a raison ?",
        ("704.5f", "704.5", "615.1a", "615.1"),
        "https://www.cranialinsertion.com/article/3273",
    ),
    RealQuestion(
        "fr",
        "Que se passe-t-il si j'active la capacité de l'Engin de la sorcière et que je le "
        "sacrifie en réponse ?",
        ("113.7a", "113.7", "609.3", "Witch Engine", "Witch Engine#2008-04-01"),
        "https://www.cranial-insertion.com/article/2824",
    ),
    RealQuestion(
        "fr",
        "J'ai entendu qu'une règle sur les planeswalkers a changé ; maintenant ils sont "
        "légendaire. Comment ça fonctionne ?",
        ("306.4", "704.5j", "704.5", "Legend Rule"),
        "https://cranial-insertion.com/article/2456",
    ),
    RealQuestion(
        "fr",
        "Donc, comment l'agrément de la cité fonctionne-t-il ? Si j'ai dix permanents, aurais-je "
        "simplement l'agrément, ou dois-je avoir dix permanents, puis jouer une carte avec "
        "l'ascension pour obtenir l'agrément ?",
        ("702.131a", "702.131b", "702.131", "ascend"),
        "https://www.cranialinsertion.com/article/2562",
    ),
    RealQuestion(
        "fr",
        "En réponse au sort de mon adversaire, je lance une Inversion sans nom sur une de ces "
        "créatures et un Mépris selon Silumgar sur son sort. Inversion sans nom est un dragon, "
        'ai-je du coup le "bonus dragon" sur mon sort ?',
        ("109.2", "Silumgar's Scorn", "Silumgar's Scorn#2015-02-25"),
        "https://www.cranial-insertion.com/article/1606",
    ),
    RealQuestion(
        "fr",
        "Je joue Azusa, égarée mais en quête. Après qu'elle se soit résolu, ai-je la priorité "
        "pour jouer un terrain supplémentaire avant que mon adversaire ne la tue ?",
        ("117.3b", "117.3", "116.2a", "116.2"),
        "https://www.cranialinsertion.com/article/2548",
    ),
    RealQuestion(
        "fr",
        "Comment fonctionne la Formation défensive ?",
        ("Defensive Formation", "Defensive Formation#2004-10-04", "Defensive Formation#2010-03-01"),
        "https://www.cranial-insertion.com/article/2493",
    ),
    RealQuestion(
        "fr",
        "Si je possède plusieurs auras avec armure totémique sur une créature, que se passe-t-il "
        "si quelqu'un détruit ma créature ?",
        ("702.89a", "702.89", "umbra armor", "616.1", "616.1f"),
        "https://cranial-insertion.com/article/2764",
    ),
    RealQuestion(
        "fr",
        "Si je joue Infestation et que je la copie avec un Ricochet incontrôlé, vais-je choisir à "
        "qui appliquer les effets ?",
        ("115.1a", "115.1", "707.10c", "707.10", "Wild Ricochet", "Wild Ricochet#2013-07-01"),
        "https://www.cranialinsertion.com/article/1825",
    ),
    RealQuestion(
        "fr",
        "Pendant le tour de mon adversaire, je pilote mon Corbillard illicite qui devient une "
        "créature 4/4. Au cours de sa seconde phase principale, elle l'enchante avec la "
        "Protection de témoin. D'après elle, le véhicule devient une 0/0 et meurt, mais je pense "
        "qu'il devient 1/1. Qui a raison ?",
        ("613.4a", "613.4b", "613.4"),
        "https://cranial-insertion.com/article/3805",
        "cards newer than the card data",
    ),
    RealQuestion(
        "fr",
        "Je contrôle un Arcaniste de la Horde de l'effroi qui a été Stupéfié. Est-il possible de "
        "lancer une carte avec une valeur de mana de 0, comme par exemple Vision ancestrale, "
        "depuis mon cimetière ?",
        ("107.1b", "107.1"),
        "https://cranial-insertion.com/article/3591",
    ),
    RealQuestion(
        "fr",
        "En multijoueur, si je \"prête\" une créature équipée d'une Cuirasse d'assaut à un "
        "adversaire et que celui-ci perd la partie pendant son tour, la créature équipée "
        "va-t-elle dans mon cimetière ?",
        ("800.4a", "800.4"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-122995-cuirasse-d-assaut.html",
    ),
    RealQuestion(
        "fr",
        "Capacité active : régénération",
        ("701.19", "701.19a", "701.19b", "regenerate", "Regenerate"),
        "https://www.magiccorporation.com/gathering-forum-viewtopic-3-86031-capacite-active-regeneration.html",
        "thread title",
    ),
    RealQuestion(
        "fr",
        "une bonne définition de la blessure serait bien vennue; pour expliquer le fonctionnement "
        "du maniaque mogg par exemple.",
        ("120", "120.1", "120.3", "Damage"),
        "https://www.magiccorporation.com/gathering-forum-viewtopic-3-17025-blessures.html",
    ),
    RealQuestion(
        "fr",
        "Est-ce que je dois repayer le Coût de mana de ma Créature au début de chaque tour ou "
        "seulement quand j'attaque avec ?",
        ("202.1a", "202.1"),
        "https://smfcorp.net/mtg-topic-73-gotolastpost-1-15266.html",
        "beginners' FAQ thread",
    ),
    RealQuestion(
        "fr",
        "Je contrôle une Relique de sombracier et mon adversaire une Gravity Sphere. Je lance "
        "maintenant un Aéronaute bricoleur. L'Aéronaute a-t-il le vol ?",
        ("613.7", "613.7a", "613.1f", "613.1", "Gravity Sphere", "Gravity Sphere#2004-10-04"),
        "https://cranial-insertion.com/article/3352",
    ),
    RealQuestion(
        "fr",
        "Ploiement mental ne marche pas avec les trucs qui précisent « incolore », correct ?",
        ("105.2c", "105.2", "105.1", "612.2"),
        "https://www.cranial-insertion.com/article/1882",
    ),
    RealQuestion(
        "fr",
        "J'active la capacité de mon Guide furtif en ciblant mon Attrape-insecte grotag, puis "
        "j'attaque avec l'Attrape-insecte, le transformant en 3/2. Est-il toujours imblocable ?",
        ("Sneaking Guide", "Sneaking Guide#2020-09-25"),
        "https://cranial-insertion.com/article/3419",
    ),
    RealQuestion(
        "fr",
        "Je lance une Symbiose de Tournebois et la seule créature présente dans les sept cartes "
        "du dessus de ma bibliothèque est un Élémental de lierre. Si je le pose sur le champ de "
        "bataille, va-t-il mourir avant de recevoir ses trois marqueurs +1/+1 ?",
        ("614.1c", "614.1", "614.12"),
        "https://cranial-insertion.com/article/3419",
    ),
    RealQuestion(
        "fr",
        "Pendant le phase principale de mon adversaire, je lance Hydrofouet. Cela va-t-il "
        "affecter les créatures avec lesquelles mon adversaire attaquera plus tard dans le tour ?",
        ("611.2c", "611.2"),
        "https://cranial-insertion.com/article/2007",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire a un Kytheon, héros d'Akros sur le champ de bataille. J'attaque avec un "
        "6/6 piétinement et mon adversaire rend Kytheon indestructible et bloque. Puis-je passer "
        "au-dessus avec les blessures de piétinement pour les infliger à mon adversaire ?",
        ("702.19b", "702.19", "trample", "Lethal Damage"),
        "https://cranial-insertion.com/article/2007",
    ),
    RealQuestion(
        "fr",
        "Je lance une Reine des frelons et je crée quatre jetons. Un peu plus tard, je peuple et "
        "copie l'un des jetons. La copie a-t-elle également le vol et le contact mortel ?",
        ("111.3", "707.2", "701.36a", "701.36", "populate"),
        "https://cranial-insertion.com/article/4177",
    ),
    RealQuestion(
        "fr",
        "Je suis en rade de cartes dans ma bibliothèque, mais je veux activer ma Sinistre "
        "mixture. Puis-je faire ça ?",
        ("701.17b", "701.17", "mill", "118.3"),
        "https://cranial-insertion.com/article/2050",
    ),
    RealQuestion(
        "fr",
        "J'ai réussi à faire mon Foudroyeur de sorts sur la Hache d'éclairs de mon adversaire. "
        "Mon Foudroyeur meurt. Mon adversaire doit-il payer ou défausser une carte à nouveau ?",
        ("Spell Queller", "Spell Queller#2016-07-13", "118.9d", "118.9"),
        "https://cranial-insertion.com/article/2050",
    ),
    RealQuestion(
        "fr",
        "Je contrôle Olivia, mobilisée pour la guerre et je joue un Gobelins sciaphiles qui "
        "déclenche la capacité d'Olivia. Est-il possible pour le Gobelin de cibler la carte que "
        "j'aurais défausser pour la capacité d'Olivia ?",
        ("603.3d", "603.3", "Olivia, Mobilized for War", "Olivia, Mobilized for War#2016-04-08"),
        "https://cranial-insertion.com/article/2248",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire a actuellement 10 points de vie. Je l'attaque avec deux jetons de "
        "créatures bête 3/3 et il bloque l'une d'elles avec son Ombre de la mort. L'Ombre "
        "devient-elle assez forte pour survivre aux blessures de combat ?",
        ("510.2", "704.3", "704.5g", "704.5", "Death's Shadow", "Death's Shadow#2020-08-07"),
        "https://cranial-insertion.com/article/4119",
    ),
]

# --- Held out, second collection ----------------------------------------------------------------
# A third collection, made 2026-12-05 the same way and judged by the same rules, by collectors
# who never ran the search on them, to add to the held-out evidence: 78 questions (40 English,
# 38 French). The French ones come from Cranial Insertion's French edition but five: two from
# magiccorporation's rules forum and three from a French judges' class page (questions judges
# wrote in a player's words, as the column's readers do). Where a column's answer has aged
# (a cost that gains life, damage assignment order) the question is judged on the newest rules.
# Measured once unread, at 66dd0e2: MRR@10 0.646 French, 0.599 English on the full data
# (bench/real_questions.py). Its misses were read after that measure (session 43), so it now
# informs development as the first set does; the held-out set above stays out of view.
SECOND_HELDOUT_QUESTIONS = [
    # --- English -------------------------------------------------------------------------
    RealQuestion(
        "en",
        "Can I cast Silence before my opponent untaps?",
        ("502.4",),
        "https://www.mtgsalvation.com/articles/15399-cranial-insertion-lightweight-liquids",
        "Cranial Insertion on MTG Salvation",
    ),
    RealQuestion(
        "en",
        "If I give a creature with lifelink infect, do I still gain life when it deals damage?",
        ("702.15b", "702.15", "lifelink", "120.3f", "120.3"),
        "https://www.cranial-insertion.com/article/3795",
    ),
    RealQuestion(
        "en",
        "Do I draw a card with Concord with the Kami if I control Lucent Liminid?",
        ("303.4b", "303.4"),
        "https://www.cranial-insertion.com/article/3795",
        "Lucent Liminid is an enchantment creature, not an enchanted one",
    ),
    RealQuestion(
        "en",
        "Can I name Faerie Rogue with Runed Halo and shut down those tokens, too?",
        ("201.4", "Runed Halo#2020-06-23", "Runed Halo"),
        "https://www.mtgsalvation.com/articles/15647-cranial-insertion-seasons-of-wither",
        "Cranial Insertion on MTG Salvation; the sentence before it is left out",
    ),
    RealQuestion(
        "en",
        "What happens if I try to graft a +1/+1 counter onto a Simic Sky Swallower?",
        ("702.58a", "702.58", "graft"),
        "https://www.mtgsalvation.com/articles/16129-cranial-insertion-cauldron-bubble",
        "Cranial Insertion on MTG Salvation; Simic Sky Swallower has shroud, graft doesn't target",
    ),
    RealQuestion(
        "en",
        "Can I use Biomantic Mastery when my opponent in a duel has Ivory Mask out?",
        ("Biomantic Mastery#2006-05-01", "Biomantic Mastery", "702.18a", "702.18", "shroud"),
        "https://www.mtgsalvation.com/articles/16129-cranial-insertion-cauldron-bubble",
        "Cranial Insertion on MTG Salvation; Ivory Mask gives its controller shroud",
    ),
    RealQuestion(
        "en",
        "We are in a multiplayer free-for-all game. Fred plays Bribery and fetches a Mindslicer "
        "from my library. If Fred dies, what happens to the Mindslicer I own; and if it goes to my "
        "graveyard, will its ability trigger?",
        ("800.4a", "800.4"),
        "https://www.mtgsalvation.com/articles/15603-cranial-insertion-form-of-a-snake",
        "Cranial Insertion on MTG Salvation; cut before the asker's own reasoning",
    ),
    RealQuestion(
        "en",
        "So, can I use any planeswalker as a commander now?",
        ("903.3", "903.3a"),
        "https://www.cranialinsertion.com/1446",
    ),
    RealQuestion(
        "en",
        "If I Reanimate a Griselbrand and my opponent controls Containment Priest, can I activate "
        "Griselbrand in response to the ability that exiles it?",
        ("Containment Priest", "614.1a", "614.1", "614.6"),
        "https://www.cranialinsertion.com/1446",
        "Containment Priest's ability is a replacement effect: Griselbrand never enters",
    ),
    RealQuestion(
        "en",
        "My opponent controls some face-down morph creatures. Will my Cursed Totem stop him from "
        "unmorphing them?",
        ("702.37e", "702.37", "morph", "116.2b", "116.2"),
        "https://www.cranial-insertion.com/article/254",
    ),
    RealQuestion(
        "en",
        "Now the question is, even if my Thalia is returning to my hand, I think that her ability "
        "still triggers or am I wrong? Would that creature be tapped?",
        ("614.1d", "614.1", "Thalia, Heretic Cathar"),
        "https://boardgames.stackexchange.com/questions/45576/what-happens-if-a-creatures-etb-would-bounce-thalia-heretic-cathar",
        "StackExchange question; an opponent's creature whose ETB bounces Thalia, Heretic Cathar",
    ),
    RealQuestion(
        "en",
        "My friend and I somehow always seem to have the same argument almost every other day: "
        'what exactly does "indestructible" mean in Magic? The only thing we can never agree on is '
        "whether or not the creature would be killed if it has a toughness of 0.",
        ("704.5f", "704.5", "702.12b", "702.12", "indestructible"),
        "https://www.wizards.com/Magic/Magazine/Article.aspx?x=mtgcom/askwizards/0508",
        "Ask Wizards; the first and last sentences of the question, the middle one left out",
    ),
    RealQuestion(
        "en",
        "I have a Stormwild Capridor in play. I cast Go for Blood, targeting my Capridor and my "
        "opponent's Excavation Mole. What happens?",
        ("701.14d", "701.14", "fight", "Stormwild Capridor"),
        "https://www.cranialinsertion.com/article/3284",
    ),
    RealQuestion(
        "en",
        "Does Doubling Season double the brick counters you put on Oracle's Vault when you "
        "activate it?",
        ("Doubling Season#2020-08-07", "Doubling Season", "602.1", "602.1a"),
        "https://www.cranialinsertion.com/article/2297",
        "the brick counter is put on by the effect, not as a cost",
    ),
    RealQuestion(
        "en",
        "Where does Wastes get its mana ability from? Is it like the other basic lands where it's "
        "defined in the rules?",
        ("305.6", "Wastes", "Wastes#2021-03-19"),
        "https://www.cranialinsertion.com/article/1868",
    ),
    RealQuestion(
        "en",
        "Can my opponent Swerve my Diabolic Tutor to search my library?",
        ("115.10a", "115.10b", "115.10"),
        "https://www.cranialinsertion.com/264",
    ),
    RealQuestion(
        "en",
        "I have heard that Swerve can be used to counter a Cancel. Is that true?",
        ("Swerve#2008-10-01", "Swerve", "608.2n", "608.2"),
        "https://www.cranialinsertion.com/264",
    ),
    RealQuestion(
        "en",
        "If I control four Magosi, the Waterveils and use their ability to put an eon counter on "
        "each, do I skip one turn or four?",
        ("614.10a", "614.10"),
        "https://www.cranialinsertion.com/264",
    ),
    RealQuestion(
        "en",
        "I am a big Iridescent Angel fan... but can I enchant it with Armadillo Cloak? Does it get "
        "+1/+1 from Mirari's Wake? Can I give it +7/+7 with Might of Oaks?",
        (
            "702.16b",
            "702.16c",
            "702.16",
            "protection",
            "Iridescent Angel#2004-10-04",
            "Iridescent Angel",
        ),
        "https://pojo.com/magic/Featured%20Writers/Judge/092602.html",
        "Pojo's Judge's Corner",
    ),
    RealQuestion(
        "en",
        'Is there such a thing as "Pro-trample damage"? Example: My friend plays an Avatar of '
        "Might and ends his turn. I play a Floating Shield (Pro Green) on my Stormscape Familiar "
        "and end my turn. He attacks with his Avatar and I block with my Familiar. Do I take any "
        "damage at all?",
        ("702.19b", "702.19", "trample", "702.16e", "702.16", "protection"),
        "https://pojo.com/magic/Featured%20Writers/Judge/092602.html",
        "Pojo's Judge's Corner; 702.19b's second example is this case",
    ),
    RealQuestion(
        "en",
        "During Friday Night Magic 2 weeks ago, my entire shop got into a fight about if Geist of "
        "Saint Traft would get exalted if he attacked alone.",
        (
            "702.83b",
            "702.83",
            "exalted",
            "506.5",
            "Geist of Saint Traft",
            "Geist of Saint Traft#2020-08-07",
        ),
        "https://www.blackborder.com/q/node/15982",
        "reader question in Riccardo Tessitori's judge column; cut before the rest of the story",
    ),
    RealQuestion(
        "en",
        "What happens if a double-faced creature that has been turned into another double-faced "
        "creature by Metamorphic Alteration attempts to transform?",
        ("712.9", "712.18"),
        "https://www.cranialinsertion.com/article/2735",
        "712.9's Cytoshape/Moonmist example is this case",
    ),
    RealQuestion(
        "en",
        "If Forsaken Wastes is in play, is it possible for me to pay Wall of Shards' cumulative "
        "upkeep, even though players can't gain life?",
        ("119.7", "Forsaken Wastes", "Forsaken Wastes#2008-05-01"),
        "https://www.mtgsalvation.com/articles/15714-cranial-insertion-its-the-end-of-the-year-as-we",
        "Cranial Insertion on MTG Salvation; the 2007 answer (yes) is outdated: today the cost "
        "can't be paid",
    ),
    RealQuestion(
        "en",
        "can anyone clarify when the creature changes controller, the equipment stays equipped?",
        ("301.5b", "301.5d", "301.5"),
        "https://rl.huuu.biz/r/mtgrules/comments/1glvh5k/equipment_on_slicer",
        "r/mtgrules through a mirror; cut from a longer post; Slicer is newer than the data",
    ),
    RealQuestion(
        "en",
        "Guys what does overload do?",
        ("702.96a", "702.96b", "702.96", "overload", "Overload"),
        "https://rl.lavenderfield.xyz/r/MagicArena/comments/14n7d7p/ea3_cyclonic_rift/jq6bakt/",
        "r/MagicArena comment through a mirror, under a Cyclonic Rift post",
    ),
    RealQuestion(
        "en",
        "Let's say I have a Death Spark on top of my graveyard. I want to get it back into my "
        "hand so I Lightning Bolt one of my random 1/1 creatures. Is there a specific order in "
        "which the Bolt and creature go on top of the Death Spark?",
        ("Death Spark", "Death Spark#2008-10-01", "608.2n", "608.2", "704.5g", "704.5"),
        "https://cranial-insertion.com/article/1324",
    ),
    RealQuestion(
        "en",
        "I control Marchesa, the Black Rose and all my creatures have +1/+1 counters on them. My "
        "opponent board wipes with Supreme Verdict. Do I get everything other than Marchesa back?",
        ("Marchesa, the Black Rose", "Marchesa, the Black Rose#2014-05-29", "603.10a", "603.10"),
        "https://cranial-insertion.com/article/1324",
    ),
    RealQuestion(
        "en",
        "Does my opponent get a goblin token from his Mogg War Marshal when I use Path to Exile "
        "on it?",
        ("700.4", "Dies", "Mogg War Marshal"),
        "https://www.cranialinsertion.com/article/944",
    ),
    RealQuestion(
        "en",
        "If I play Mulldrifter with evoke, can I put the card draws on the stack and sacrifice it "
        "to Grim Backwoods?",
        ("702.74a", "702.74", "evoke", "Mulldrifter", "Mulldrifter#2021-03-19"),
        "https://www.cranialinsertion.com/article/2760",
    ),
    RealQuestion(
        "en",
        "Can I keep a creature with vanishing around forever by Ovinizing it in response to its "
        '"remove a counter" trigger when it\'s down to its last counter?',
        ("Ovinize", "Ovinize#2007-02-01", "702.63a", "702.63", "vanishing"),
        "https://www.mtgsalvation.com/articles/15884-cranial-insertion-tempus-fugit",
        "Cranial Insertion on MTG Salvation",
    ),
    RealQuestion(
        "en",
        "I have a Dormant Sliver in play. How many cards will I draw if I play another one?",
        ("Dormant Sliver", "Dormant Sliver#2013-07-01", "Dormant Sliver#2021-03-19"),
        "https://www.mtgsalvation.com/articles/15884-cranial-insertion-tempus-fugit",
        "Cranial Insertion on MTG Salvation",
    ),
    RealQuestion(
        "en",
        "If I remove a land card from my library with Intet, the Dreamer, can I play it if I've "
        "already played a land this turn? What if it's not even my turn and I got Intet to "
        "trigger somehow?",
        ("305.2b", "305.2", "305.3"),
        "https://www.mtgsalvation.com/articles/15884-cranial-insertion-tempus-fugit",
        "Cranial Insertion on MTG Salvation; Intet's rulings don't say it, the land-play rules do",
    ),
    RealQuestion(
        "en",
        "How does Warp World interact with the commander replacement effect? It's unclear whether "
        "you're counting the number of permanents you owned, or the number that actually get "
        "shuffled in.",
        ("Warp World", "Warp World#2019-05-03", "903.9b", "903.9"),
        "https://www.cranialinsertion.com/article/2977",
    ),
    RealQuestion(
        "en",
        "Melek, Izzet Paragon is my commander. The top card of my library is an instant. Can I "
        "start to cast it, see the next card down, and then decide whether or not to finish "
        "casting it?",
        ("Melek, Izzet Paragon", "Melek, Izzet Paragon#2013-04-15", "401.5"),
        "https://www.cranialinsertion.com/article/1637/",
    ),
    RealQuestion(
        "en",
        "What happens if I end up discarding a */* creature to Cragganwick Cremator?",
        ("Cragganwick Cremator", "Cragganwick Cremator#2020-08-07", "604.3"),
        "https://www.mtgsalvation.com/articles/15657-cranial-insertion-shadowmoor-infiltrator",
        "Cranial Insertion on MTG Salvation",
    ),
    RealQuestion(
        "en",
        "If Tatterkite gains persist via Cauldron of Souls, what happens, since it can’t have "
        "counters placed on it?",
        ("Tatterkite", "Tatterkite#2008-05-01"),
        "https://www.mtgsalvation.com/articles/15657-cranial-insertion-shadowmoor-infiltrator",
        "Cranial Insertion on MTG Salvation",
    ),
    RealQuestion(
        "en",
        "If I turn all my lands into Swamps with Elsewhere Flask, what happens?",
        ("Elsewhere Flask", "Elsewhere Flask#2008-05-01", "305.7"),
        "https://www.mtgsalvation.com/articles/15657-cranial-insertion-shadowmoor-infiltrator",
        "Cranial Insertion on MTG Salvation",
    ),
    RealQuestion(
        "en",
        "So, suppose my opponent has activated the +2 ability of Gideon Jura, but before combat "
        "on my turn I cast Dreadbore to destroy Gideon. Can I attack my opponent now?",
        ("Gideon Jura", "Gideon Jura#2010-06-15"),
        "https://cranial-insertion.com/article/1385",
    ),
    RealQuestion(
        "en",
        "I control Urborg, Tomb of Yawgmoth. My opponent plays Quicksilver Fountain, and on my "
        "next upkeep I put a flood counter on my Overgrown Tomb. What is my Overgrown Tomb, "
        "exactly?",
        (
            "613.7",
            "613.7a",
            "613.7b",
            "613.1d",
            "613.1",
            "305.7",
            "Quicksilver Fountain",
            "Quicksilver Fountain#2004-12-01",
        ),
        "https://www.cranialinsertion.com/article/3309",
    ),
    RealQuestion(
        "en",
        "I control Sparring Construct. My opponent has my Serra Angel exiled with their Isolation "
        "Zone. If I cast Planar Cleansing, is my Angel back in time to get the counter from "
        "Sparring Construct's triggered ability?",
        ("Isolation Zone", "Isolation Zone#2016-01-22"),
        "https://www.cranialinsertion.com/article/3309",
    ),
    # --- French --------------------------------------------------------------------------
    RealQuestion(
        "fr",
        "J'anime Gideon, allié de Zendikar avec sa capacité +1 et j'attaque avec. Mon adversaire "
        "lance Humiliation sur Gideon. Que se passe-t-il ?",
        ("613.1f", "613.1", "613.4b", "613.4", "613.7", "Humble", "Humble#2016-06-08"),
        "https://cranial-insertion.com/article/2308",
        "Humiliation = Humble; layer 6 removes the indestructible, later 7b timestamp gives 0/1",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire contrôle trois créatures et je possède Linvala, la Préservatrice et un "
        "jeton Ange 3/3. Si je joue une autre Linvala, que se passe-t-il ?",
        (
            "603.4",
            "Intervening “If” Clause",
            "Linvala, the Preserver",
            "Linvala, the Preserver#2016-01-22",
            "704.5j",
            "704.5",
            "Legend Rule",
        ),
        "https://www.cranial-insertion.com/article/1853",
        "intervening if (no token) and the legend rule (Linvala is legendary)",
    ),
    RealQuestion(
        "fr",
        "Dans une partie à 3 joueurs, j'attaque adversaire A avec ma Capricope qui porte un Tueur "
        "de mage. Avant que la capacité de Tueur de mage se résolve, adversaires A et B activent "
        "chacun une fois la capacité de mon hydre chèvre pour la changer de joueur attaqué. Quand "
        "tout est résolu, la Capricope est de nouveau en train d'attaquer adversaire A, qui subit "
        "les blessures du Tueur de mage maintenant que mes deux adversaires sont joueurs "
        "défenseurs ? Les deux ?",
        ("Mage Slayer", "Mage Slayer#2009-05-01", "Capricopian", "Capricopian#2020-04-17"),
        "https://cranial-insertion.com/article/3410",
        "the column's prefix « Momie cyclopéenne demande : » and its quotes left off; Mage "
        "Slayer's Oracle text and ruling (damage to the player it's attacking) answer",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire lance Précepte de Karametra au dernier moment possible de mon tour. Ai-je "
        "le temps de détruire le Précepte avec Naturalisation avant le début de son tour ?",
        ("117.3b", "117.3"),
        "https://cranial-insertion.com/article/3410",
        "the active player gets priority again after the Dictate resolves; the excerpt cuts the "
        "answer",
    ),
    RealQuestion(
        "fr",
        "J'ai Grolnok, l'omnivore en jeu et quelques cartes exilées avec un marqueur coassement "
        "sur elles. Mon adversaire tue Grolnok. Puis-je encore jouer les cartes exilées",
        ("604.2", "Grolnok, the Omnivore", "Grolnok, the Omnivore#2021-11-19"),
        "https://cranial-insertion.com/article/3701",
        "the page's excerpt ends there; a static ability works only while its permanent is on the "
        "battlefield (604.2), a new Grolnok would let them be played again (ruling)",
    ),
    RealQuestion(
        "fr",
        "Je n'ai rien d'autre que des contresorts dans mon cimetière et je lance Entrelacs de "
        "sorts, suis-je obligé de contrer le sort que je lance depuis le cimetière de mon "
        "adversaire ?",
        ("Spelltwine", "Spelltwine#2012-07-01"),
        "https://www.cranialinsertion.com/article/1010",
        "Entrelacs de sorts = Spelltwine; rulings: either order, the first copy can be targeted",
    ),
    RealQuestion(
        "fr",
        'Puis-je choisir "créatures" avec Sans tenir compte pour ne recevoir aucune blessure de '
        "combat ?",
        ("609.7a", "609.7"),
        "https://www.cranialinsertion.com/article/1010",
        "Sans tenir compte = Pay No Heed; its rulings don't say a single object must be chosen",
    ),
    RealQuestion(
        "fr",
        "Je lance une boule de feu avec X = 3 et une seule cible. Mon adversaire lance Réverbérer "
        "en le copiant. Combien de dommage fait la copie ? Peut-il choisir 2 cibles pour la "
        "copie ?",
        ("707.10", "707.10c", "707.2", "Reverberate", "Reverberate#2010-08-15"),
        "https://blogs.magicjudges.org/judgeclasses/french/class-3-answers-fr",
        "judge class (level 3) question, French page",
    ),
    RealQuestion(
        "fr",
        "Alvaro a lancé trois sorts et ensuite lance Mitraille. Nuria lance Réverbérer en copiant "
        "la Mitraille. Combien de dommage fera Nuria ?",
        (
            "702.40a",
            "702.40",
            "storm",
            "707.10",
            "Reverberate",
            "Reverberate#2010-08-15",
            "Grapeshot",
        ),
        "https://blogs.magicjudges.org/judgeclasses/french/class-3-answers-fr",
        "judge class question; a copy isn't cast, so storm doesn't trigger for it",
    ),
    RealQuestion(
        "fr",
        "Je lance un clone copiant une Augure de Bolas. Sa capacité se déclenche-t-elle ?",
        ("707.5", "603.6a", "603.6", "Clone", "Clone#2007-07-15"),
        "https://blogs.magicjudges.org/judgeclasses/french/class-3-answers-fr",
        "judge class question",
    ),
    RealQuestion(
        "fr",
        "Je contrôle Torbran, Thane de Mont Rouge et AUCUN dragon. Si je lance la Rage de Sarkhan "
        "en ciblant mon adversaire, combien de blessures allons-nous subir tous les deux ?",
        ("Torbran, Thane of Red Fell", "Sarkhan's Rage"),
        "https://cranial-insertion.com/article/3352",
        "the two cards' Oracle texts answer (7 to the opponent, 2 to you)",
    ),
    RealQuestion(
        "fr",
        "Un Spectre voilenuit peut-il faire évoluer Raptor nuageoire qui a déjà deux marqueurs sur "
        "lui, vu que l'endurance du Spectre est plus grande que la force du Raptor ?",
        ("702.100a", "702.100", "evolve", "Cloudfin Raptor", "Cloudfin Raptor#2013-04-15"),
        "https://www.cranialinsertion.com/article/1256",
        "Raptor nuageoire = Cloudfin Raptor; evolve compares power to power and toughness to "
        "toughness (702.100a and the ruling)",
    ),
    RealQuestion(
        "fr",
        "Je lance une Angoisse splendide, en ciblant deux créatures 1/1 de mon adversaire. En "
        "réponse, il lance Désinvocation sur une de celles-ci. La seconde va-t-elle tout de même "
        "avoir un marqueur ?",
        ("Splendid Agony", "Splendid Agony#2017-04-18", "608.2b", "608.2"),
        "https://www.cranialinsertion.com/article/2413",
        "Angoisse splendide = Splendid Agony; its ruling says the other target's counter is put, "
        "the lost one is not moved",
    ),
    RealQuestion(
        "fr",
        "Je contrôle un jeton de créature Sylvin créé par Wrenn et Sept, qui est actuellement 6/6 "
        "puisque j'ai 6 terrains. Je lance Homologue croassant en ciblant le jeton. Quelles sont "
        "ses caractéristiques ?",
        ("707.9d", "707.9", "Croaking Counterpart", "Croaking Counterpart#2021-09-24"),
        "https://www.cranialinsertion.com/article/3651",
        "Homologue croassant = Croaking Counterpart; 707.9d: the P/T-defining ability isn't "
        "copied, so a 1/1 Frog; rulings on copying a token",
    ),
    RealQuestion(
        "fr",
        "Que sont exactement les cartes d'Aventure ? Sont-elles des split cartes ? Comment "
        "fonctionnent-elles ?",
        ("715", "715.2", "715.2c", "715.3", "715.3d", "Adventurer Card"),
        "https://cranial-insertion.com/article/3130",
        "about the whole section 715 (Adventurer Cards); 715.2c: one card, not two",
    ),
    RealQuestion(
        "fr",
        "Je contrôle Cendrelianes et mon adversaire contrôle un Grand serpent annoroc 5/5. Puis-je "
        "sacrifier Cendrelianes pour détruire le Grand serpent ?",
        ("702.16b", "702.16", "protection", "Stonecoil Serpent"),
        "https://www.cranial-insertion.com/article/3207",
        "Cendrelianes = Cindervines (red-green, its ability targets), Grand serpent annoroc = "
        "Stonecoil Serpent (protection from multicolored)",
    ),
    RealQuestion(
        "fr",
        "J'attaque et inflige des dégâts à mon adversaire avec Turlupin, Maître farceur. Dois-je "
        "choisir le(s) mode(s) lorsque la capacité declenchée est mise en pile ou lorsqu'elle se "
        "résout ?",
        ("603.3c", "603.3", "700.2b", "700.2"),
        "https://www.cranial-insertion.com/article/3207",
        "Turlupin = Rankle, Master of Pranks; typo « declenchée » kept; its rulings don't say when "
        "modes are chosen, the rules do",
    ),
    RealQuestion(
        "fr",
        "Je réanime un Souverain d'Arashin s'étant retrouvé par hasard dans mon cimetière avec "
        "Fouet d'Érébos. Pourrais-je mettre le Souverain au dessus de ma bibliothèque à la fin du "
        "tour ?",
        ("Whip of Erebos", "Whip of Erebos#2013-09-15", "700.4", "Dies"),
        "https://cranial-insertion.com/article/1587",
        "Fouet d'Érébos = Whip of Erebos: its ruling says the exiled creature never goes to the "
        "graveyard and its dies triggers don't trigger (Arashin Sovereign's is a dies trigger)",
    ),
    RealQuestion(
        "fr",
        "J'ai un Archétypes d'Ojutaï, mon adversaire annonce qu'il attaque avec un Dragon ailorage "
        "et un Élémental de cordillère orageuse. J'aimerais utiliser Victoire perpétuelle pour "
        "tuer un attaquant et utiliser la capacité des Archétypes d'Ojutaï pour engager l'autre, "
        "est-ce possible ?",
        ("506.4b", "506.4"),
        "https://cranial-insertion.com/article/1587",
        "Ojutai Exemplars + Enduring Victory; tapping an attacker doesn't remove it from combat "
        "(506.4b); the page's answer is cut after its first sentence",
    ),
    RealQuestion(
        "fr",
        "J'ai un Charognard de campagne et j'attaque avec lui et plusieurs autres créatures que je "
        "surmène. Dois-je défausser toutes les cartes en même temps et piocher ensuite ? Ou "
        "dois-je défausser, puis piocher, puis défausser, puis piocher, ainsi de suite… ?",
        ("603.2c", "603.2", "Battlefield Scavenger"),
        "https://www.cranialinsertion.com/article/2304",
        "Charognard de campagne = Battlefield Scavenger (« whenever you exert a creature »); "
        "603.2c: one event with several occurrences triggers once for each",
    ),
    RealQuestion(
        "fr",
        'Fléau biliaire peut-il tuer plusieurs mues ? Une mue n\'a pas de nom, mais "pas de nom" '
        "compte-t-il comme un nom ?",
        ("201.2a", "201.2"),
        "https://www.cranial-insertion.com/article/1405",
        "Fléau biliaire = Bile Blight; 201.2a: an object with no name doesn't have the same name "
        "as another object with no name",
    ),
    RealQuestion(
        "fr",
        "Je sais que je peux utiliser le Conduit d'alimentation pour conserver mon Épopée d'Urza "
        "sous mon contrôle tour après tour. Mais puis-je aussi l'utiliser de cette façon pour "
        "bénéficier de la troisième capacité de chapitre à chaque tour ? Ou bien l'Épopée d'Urza "
        "finit-elle dans le cimetière avant que je ne retire le troisième marqueur Sapience ?",
        ("714.4", "704.5s", "704.5", "714.2b", "714.2", "Urza's Saga", "Urza's Saga#2021-06-18"),
        "https://cranial-insertion.com/article/3737",
        "Épopée d'Urza = Urza's Saga, Conduit d'alimentation = Power Conduit; the Saga isn't "
        "sacrificed while its chapter ability is on the stack (714.4, 704.5s)",
    ),
    RealQuestion(
        "fr",
        "Je viens de lancer Animation des morts pour réanimer un énorme monstre (disons, "
        "Griselbrand) depuis mon cimetière. Mais, en réponse, mon adversaire a flashé une "
        "Prêtresse du confinement ! Comme j'ai passé la priorité, ai-je une chance de tuer la "
        "Prêtresse avant qu'Animation des morts n'essaie de ramener mon Griselbrand ?",
        ("117.3b", "117.3"),
        "https://www.cranial-insertion.com/article/1562",
        "priority is given again after the Priest resolves, before Animate Dead resolves",
    ),
    RealQuestion(
        "fr",
        "Si mon adversaire m'attaque avec un Croisé mirran alors que je contrôle Teysa, "
        "plénipotentiaire de fantômes, m'inflige-t-il quatre blessures, ou seulement deux ?",
        (
            "Teysa, Envoy of Ghosts",
            "Teysa, Envoy of Ghosts#2013-04-15",
            "702.4b",
            "702.4",
            "double strike",
        ),
        "https://www.cranial-insertion.com/article/1562",
        "Croisé mirran = Mirran Crusader (double strike, protection from black); Teysa's trigger "
        "doesn't target (ruling) and resolves between the two combat damage steps (702.4b)",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire a une Hache de bataille forgée dans le sang équipée sur une de ses "
        "créatures, dont j'acquiers les contrôle. Si la créature inflige des blessures de combat "
        "à un joueur, qui gagne un jeton copie de la Hache ?",
        ("301.5d", "301.5", "113.8", "603.3a", "603.3", "Bloodforged Battle-Axe"),
        "https://cranial-insertion.com/article/2637",
        "Hache de bataille forgée dans le sang = Bloodforged Battle-Axe; the Equipment's "
        "controller (301.5d) controls its trigger (113.8, 603.3a)",
    ),
    RealQuestion(
        "fr",
        "Je contrôle Coursière de Kruphix et je joue Lire dans les os. Quelles cartes vais-je "
        "devoir révéler ?",
        ("Courser of Kruphix", "Courser of Kruphix#2021-03-19", "Read the Bones"),
        "https://www.cranial-insertion.com/article/1300",
        "second question of the page; Courser's ruling: reveal each card before drawing it, only "
        "the new top card after putting cards back",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire joue une Forêt, puis lance Rejeton jaddi. Il prétend qu'il doit gagner un "
        "point de vie grâce à la capacité du Rejeton. A-t-il raison ?",
        ("603.10", "603.6a", "603.6", "Jaddi Offshoot"),
        "https://cranial-insertion.com/article/1806",
        "Rejeton jaddi = Jaddi Offshoot; it wasn't on the battlefield when the Forest entered",
    ),
    RealQuestion(
        "fr",
        "Même si, stratégiquement, il est plus intéressant de contrer un sort après l'étape 3, "
        "est-il possible de le contrer quand il est annoncé ?",
        ("601.2i", "601.2", "117.3c", "117.3"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-106014-lancement-d-un-sort.html",
        "thread « Lancement d'un sort »; cut from the first post (its steps 1-3: announce, "
        "choices, pay); players get priority only once the spell is cast",
    ),
    RealQuestion(
        "fr",
        "J'ai enchanté mon adversaire avec une Malédiction de toiles collantes et son Squelette "
        "réassemblable vient de mourir. Peut-elle le réanimer avant qu'il ne soit exilé ?",
        (
            "603.3",
            "603.6",
            "Curse of Clinging Webs",
            "Curse of Clinging Webs#2021-09-24",
            "Reassembling Skeleton",
        ),
        "https://cranial-insertion.com/article/4069",
        "the trigger uses the stack; if the card has left the graveyard the Curse just makes the "
        "Spider (ruling, 603.6)",
    ),
    RealQuestion(
        "fr",
        "Si Tritonne des fondrières est bloquée par une créature 1/1 et une créature 2/2, "
        "peut-elle les tuer toutes les deux ?",
        ("510.1c", "510.1", "702.2b", "702.2", "deathtouch", "Mire Triton"),
        "https://cranial-insertion.com/article/4069",
        "Tritonne des fondrières = Mire Triton (2/1 deathtouch); damage divided among blockers",
    ),
    RealQuestion(
        "fr",
        "Alors, comment puis-je tuer un Némésis de l'identité ?",
        ("702.16k", "702.16", "protection", "True-Name Nemesis", "True-Name Nemesis#2021-03-19"),
        "https://cranial-insertion.com/article/1097",
        "Némésis de l'identité = True-Name Nemesis; protection from a player",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire tente de gracier son Buffle attelé avec son Satyre de faveur, et je "
        "détruis en réponse son Buffle. Il dit que le Satyre de Faveur entre sur le champ de "
        "bataille comme une créature, mais je dis qu'il est contrecarré à la résolution et va au "
        "cimetière. Qui a raison",
        ("702.103e", "702.103", "bestow", "608.3b", "608.3", "Boon Satyr", "Boon Satyr#2018-07-13"),
        "https://www.cranialinsertion.com/1075",
        "Satyre de faveur = Boon Satyr; the stored page text ends at « Qui a raison » (cut there)",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire contrôle Kudo, roi parmi les ours. Ça m'embête d'avoir de géants Eldrazi "
        "être de petits Ours 2/2, donc je lance Trombe d'eau amphibienne sur Kudo. Mon adversaire "
        "me dit que les créatures restent des Ours 2/2, c'est vrai ça ?",
        ("613.6",),
        "https://cranial-insertion.com/article/4250",
        "both cards are newer than the card data (Modern Horizons 3); 613.6: the effect that "
        "began in layer 4 keeps applying in layer 7b after Kudo loses its ability",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire contrôle une bande de jetons Soldat et j'aimerais me débarrasser d'eux. "
        "Un Éclair Chercheur fera-t-il l'affaire ?",
        ("Homing Lightning", "Homing Lightning#2013-01-24", "111.4"),
        "https://cranial-insertion.com/article/1231",
        "Éclair chercheur = Homing Lightning; tokens named after their subtypes",
    ),
    RealQuestion(
        "fr",
        "Mon adversaire joue un Dieu sans avoir la dévotion nécessaire, donc ce ne sera pas une "
        "créature. Puis-je répondre à la vérification de la dévotion avec Charme de Selesnya pour "
        "l'exiler avant qu'il ne cesse d'être une créature ?",
        ("604.1", "113.3d", "113.3"),
        "https://cranial-insertion.com/article/1231",
        "the God's type-changing ability is static: there is no check to respond to",
    ),
    RealQuestion(
        "fr",
        "J'aurai juré que l'article de la semaine dernière disait que Enseignements mystiques "
        "pouvait aller chercher Marée déferlante si je contrôle un Ondin, mais maintenant, la "
        "question a disparu. Puis-je le faire ou non ?",
        ("113.6e", "113.6", "Crashing Tide", "Mystical Teachings"),
        "https://www.cranial-insertion.com/article/2586",
        "Marée déferlante = Crashing Tide, Enseignements mystiques = Mystical Teachings; an "
        "ability granting flash to its own spell functions only on the stack (113.6e)",
    ),
    RealQuestion(
        "fr",
        "Je regardais Soif de connaissance dans le Gatherer, et son ruling dit que je peux "
        'défausser deux artefacts "si je veux vraiment le faire". Pourquoi ?',
        ("Thirst for Knowledge", "Thirst for Knowledge#2020-11-10", "118.12a", "118.12"),
        "https://www.cranialinsertion.com/article/2597",
        "Soif de connaissance = Thirst for Knowledge; « unless » = optional action (118.12a)",
    ),
    RealQuestion(
        "fr",
        "je voudrais juste vérifier une chose, si je phase toutes mes permanents avec un Teferi's "
        "Protection, ils gardent leurs marqueurs (+1/+1, -1/-1, Bounty, loyauté, etc...) et leurs "
        '"états" (X créature transformée en Vampire par exemple...)',
        (
            "702.26d",
            "702.26f",
            "702.26",
            "phasing",
            "Teferi's Protection",
            "Teferi's Protection#2017-08-25",
        ),
        "https://www.magiccorporation.com/gathering-forum-viewtopic-3-122816-phasing-et-marqueurs.html",
        "thread « phasing et marqueurs »; first post without its « Bonsoir, »",
    ),
]


# --- Held out, third collection -----------------------------------------------------------------
# A fourth collection, made 2026-12-05 after the third was read, the same way and judged by the
# same rules, by collectors who never ran the search on them: 36 questions, English mostly (the
# French pages the search tool reaches were used up: six new French questions in three
# collectors' hours), so its French is measured through its English questions' French versions
# too (translated_questions.py). Where a column's answer has aged (negative power, tokens that
# lose their abilities, a player leaving a multiplayer game) the question is judged on the
# newest rules. Keep them out of view as the held-out set above.
THIRD_HELDOUT_QUESTIONS = [
    # --- English ---------------------------------------------------------------------------
    RealQuestion(
        "en",
        "My opponent controls a Platinum Angel and is currently at 0 life. I'm hoping to draw a "
        "card that will destroy the Angel, and plan to keep attacking in the meantime; does my "
        "opponent have to keep track of how low his life total goes?",
        ("107.1b", "107.1", "119.3", "119", "Platinum Angel", "Platinum Angel#2009-10-01"),
        "https://www.cranial-insertion.com/articles/1896/",
        "107.1b: a game value can be less than zero and is used as such; the Angel's ruling: at 0 "
        "or less life you keep playing. No rule says 'keep track' in so many words",
    ),
    RealQuestion(
        "en",
        "My opponent's only creature is an Arashin Cleric. If I cast Silumgar's Command targeting "
        "it and choosing the bounce and -3/-3 modes, what will happen?",
        ("608.2c", "608.2", "400.7", "Silumgar's Command", "Silumgar's Command#2015-02-25"),
        "https://www.cranial-insertion.com/articles/1896/",
        "modes are followed in printed order; the card back in hand is a new object (400.7)",
    ),
    RealQuestion(
        "en",
        "Help me please! I really don't understand the whole mutate thing. How does it work? I'm "
        "very very confused.",
        (
            "702.140",
            "702.140a",
            "702.140c",
            "702.140e",
            "mutate",
            "Mutate",
            "730",
            "730.2",
            "730.2a",
        ),
        "https://www.cranialinsertion.com/article/3272",
        "about the whole mechanic: the mutate rule and 'Merging with Permanents'",
    ),
    RealQuestion(
        "en",
        "A few turns ago I took over my opponent's Platinum Angel with In Bolas's Clutches, and "
        "I'm at 0 life now. Now my opponent tries to take back the Angel by enchanting my In "
        "Bolas's Clutches with their own In Bolas's Clutches. What happens?",
        (
            "704.5a",
            "704.5",
            "704.3",
            "119.6",
            "119",
            "Platinum Angel",
            "In Bolas's Clutches",
            "In Bolas's Clutches#2018-04-27",
        ),
        "https://www.cranialinsertion.com/article/3484",
        "you no longer control the Angel, so you lose as a state-based action; the Clutches "
        "ruling (only one of two same-named permanents legendary: no legend rule) corrects the "
        "column's aside about the legend rule",
    ),
    RealQuestion(
        "en",
        "I control Jegantha, the Wellspring that's enchanted with Freed from the Real. Can I use "
        "the black mana for a large Consume Spirit?",
        (
            "107.4b",
            "107.4",
            "Jegantha, the Wellspring",
            "Jegantha, the Wellspring#2020-04-17",
            "Consume Spirit",
        ),
        "https://www.cranialinsertion.com/article/3484",
        "cut: the sentence between (tapping and untapping for mana) lost its mana symbols on the "
        "page; X is generic mana, which Jegantha's mana can't pay",
    ),
    RealQuestion(
        "en",
        "Does Ashes of the Abhorrent stop jump-start?",
        ("Ashes of the Abhorrent", "702.133a", "702.133", "jump-start", "Jump-Start"),
        "https://www.cranialinsertion.com/article/2841",
    ),
    RealQuestion(
        "en",
        "How does Geist of Saint Traft and Silent Arbiter work together?",
        (
            "Geist of Saint Traft",
            "Geist of Saint Traft#2020-08-07",
            "Silent Arbiter",
            "508.4",
            "508",
        ),
        "https://www.cranialinsertion.com/article/2841",
        "the Geist ruling: effects on attacking affect only the declaration, not the Angel put "
        "onto the battlefield attacking",
    ),
    RealQuestion(
        "en",
        "I have a Lightshield Array under my control. Will a creature that's put onto the "
        "battlefield attacking, like the creature from Arni Metalbrow's activated ability, get a "
        "counter at the end of turn?",
        ("508.4", "508"),
        "https://www.cranial-insertion.com/article/4011",
        "Lightshield Array (2022) is not in the data; 508.4: such creatures never 'attacked'",
    ),
    RealQuestion(
        "en",
        "I attack with Archfiend of the Dross. My opponent blocks with two 3/3 flyers. Will my "
        "opponent lose any life from their flyers dying?",
        ("603.10a", "603.10", "603.6c", "603.6"),
        "https://www.cranial-insertion.com/article/3967",
        "Archfiend of the Dross (2023) is not in the data; leaves-the-battlefield abilities look "
        "back in time and see the creatures dying with it",
    ),
    RealQuestion(
        "en",
        "If I have a 2/2 Evolving Adaptive and cast Magmatic Sprinter, how big can I made the "
        "Adaptive?",
        ("603.3b", "603.3"),
        "https://www.cranial-insertion.com/article/3967",
        "both cards are after the data; you order your own triggers (603.3b)",
    ),
    RealQuestion(
        "en",
        "Can I tap four creatures to make two copies of Ghastly Discovery?",
        ("702.78a", "702.78", "conspire", "Ghastly Discovery"),
        "https://www.mtgsalvation.com/articles/15661-cranial-insertion-a-midnights-tale",
        "Cranial Insertion on MTG Salvation; conspire taps two creatures, one copy",
    ),
    RealQuestion(
        "en",
        "With two Fists of the Demigod, will my black creature have wither twice?",
        ("702.80d", "702.80", "wither", "Fists of the Demigod"),
        "https://www.mtgsalvation.com/articles/15661-cranial-insertion-a-midnights-tale",
        "Cranial Insertion on MTG Salvation",
    ),
    RealQuestion(
        "en",
        "How does Torbran work with Chandra, Awakened Inferno's emblem?",
        (
            "114.3",
            "114.2",
            "114",
            "Emblem",
            "Torbran, Thane of Red Fell",
            "Chandra, Awakened Inferno",
            "Chandra, Awakened Inferno#2019-07-12",
        ),
        "https://www.cranialinsertion.com/article/3132",
        "emblems have no color and the opponent owns and controls it",
    ),
    RealQuestion(
        "en",
        "I have a Mizzium Tank in play that's currently not a creature. If I cast Samut's Sprint, "
        "can I target the Tank, since it will become a creature by the time the Sprint resolves?",
        ("601.2c", "601.2i", "601.2", "Mizzium Tank", "Samut's Sprint"),
        "https://www.cranialinsertion.com/article/3000",
        "targets are chosen while casting; the Tank's trigger happens only once the spell is cast",
    ),
    RealQuestion(
        "en",
        "Do the tokens created by Waylay receive the bonus from Muraganda Petroglyphs, or is "
        "substance a . . . substantial enough ability to prevent this?",
        ("Waylay", "Muraganda Petroglyphs"),
        "https://www.mtgsalvation.com/articles/15714-cranial-insertion-its-the-end-of-the-year-as-we",
        "Cranial Insertion on MTG Salvation (2007); the answer (no, substance is an ability) has "
        "aged: Waylay's Oracle text now makes Knights with no abilities, so they get +2/+2",
    ),
    RealQuestion(
        "en",
        'What\'s "mana value"?',
        ("202.3", "202", "Mana Value"),
        "https://www.cranialinsertion.com/article/3528",
    ),
    RealQuestion(
        "en",
        "I control a Venerable Warsinger that's been given double strike. If it attacks and goes "
        "unblocked, what happens?",
        ("702.4b", "702.4", "double strike", "510.4", "510", "Venerable Warsinger"),
        "https://www.cranialinsertion.com/article/3528",
        "two combat damage steps, so the Warsinger's trigger happens twice",
    ),
    RealQuestion(
        "en",
        "If I cast Cram Session with an empty hand, can I choose to discard a card to draw a card?",
        ("701.48a", "701.48", "learn", "Cram Session"),
        "https://www.cranialinsertion.com/article/3532",
        "learn: you draw only if you discarded",
    ),
    RealQuestion(
        "en",
        "My opponent controls an Owlin Shieldmage. If I cast Heated Debate targeting the "
        "Shieldmage, do I have to worry about the ward trigger?",
        ("Heated Debate", "Owlin Shieldmage", "702.21a", "702.21", "ward"),
        "https://www.cranialinsertion.com/article/3532",
        "Heated Debate's own text: it can't be countered, including by ward",
    ),
    RealQuestion(
        "en",
        "I attack with a 2/2 Blood Researcher and a Leech Fanatic. My opponent blocks the "
        "Researcher with two Pest tokens. Will my Researcher get the +1/+1 counter in time, or "
        "will it die?",
        ("Blood Researcher", "Blood Researcher#2021-04-16", "117.5", "117", "704.3", "704"),
        "https://www.cranialinsertion.com/article/3532",
        "state-based actions before the trigger goes on the stack",
    ),
    RealQuestion(
        "en",
        "If I attack my opponent with Cavalier of Night and they block it with a 1/1, how much "
        "life do I gain?",
        ("702.15b", "702.15", "lifelink", "510.1a", "510.1", "Cavalier of Night"),
        "https://www.cranialinsertion.com/article/3091",
        "it assigns damage equal to its power, and lifelink gains that much",
    ),
    RealQuestion(
        "en",
        "If my opponent casts Awakening of Vitu-Ghazi, can I destroy the resulting creature with "
        "Noxious Grasp?",
        (
            "202.2",
            "202",
            "105.2c",
            "105.2",
            "Colorless",
            "Awakening of Vitu-Ghazi",
            "Noxious Grasp",
        ),
        "https://www.cranialinsertion.com/article/3091",
        "the land has no mana cost, so it's colorless, and the Awakening doesn't make it green",
    ),
    RealQuestion(
        "en",
        "If a player dies does the creature return back under the owners control? My thought was "
        "that it world be exiled.",
        ("800.4a", "800.4"),
        "https://reddit.jaspervandalum.nl/r/mtg/comments/1nc4emp/need_help_understanding",
        "r/mtg through a mirror; the post is about a creature whose control was exchanged",
    ),
    RealQuestion(
        "en",
        "In a big game if  {Oblivion Ring} someone's creature and I end up losing first do they "
        "he the creature back? Or does it remain in exile?",
        ("800.4a", "800.4d", "800.4", "Oblivion Ring"),
        "https://imtgapp.com/forum/index.php?topic=24167.0",
        "the forum's answer (they get it back) is wrong on today's rules: the O-Ring leaves with "
        "its owner and its trigger, controlled by a player who left, isn't put on the stack "
        "(800.4d), so the card stays exiled",
    ),
    RealQuestion(
        "en",
        "Do medallions reduce the cost of buyback, kickers, or madness?",
        ("601.2f", "601.2", "Total Cost", "118.9d", "118.9"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/010903.html",
        "Pojo's Judge's Corner reader question; reductions apply to the total cost, including "
        "additional costs and alternative costs such as madness",
    ),
    RealQuestion(
        "en",
        "Can I make my Morphling become a -1/7?",
        ("107.1b", "107.1", "Morphling"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/010903.html",
        "Pojo's Judge's Corner (2003); the old answer (seen as 0/7) has aged: power can be "
        "negative (107.1b)",
    ),
    RealQuestion(
        "en",
        "Question: after Emrakul's ability has resolved during the cleanup step, do I get "
        "priority to start a stack again? Or does it automatically pass the turn?",
        ("514.3a", "514.3", "514"),
        "https://r.arson.gg/r/magicTCG/comments/1sbimkq/receiving_priority_during_the_cleanup_step",
        "r/magicTCG through a mirror; cut to the question (the situation before it is in several "
        "sentences)",
    ),
    RealQuestion(
        "en",
        "If I sacrifice a creature, can I regenerate it?",
        ("701.21a", "701.21", "sacrifice", "701.19a", "701.19", "regenerate"),
        "https://www.mtgsalvation.com/articles/15755-cranial-insertion-i-call-shenanigans",
        "Cranial Insertion on MTG Salvation",
    ),
    RealQuestion(
        "en",
        "What would a Lorwyn shapeshifter (such as a Changeling Hero) be if a Life and Limb is in "
        "play? Would it be a 1/1 Saproling with changeling or would it keep its power and "
        "toughness?",
        ("Life and Limb", "702.73a", "702.73", "changeling", "Changeling Hero"),
        "https://www.mtgsalvation.com/articles/15729-cranial-insertion-flightless-birds",
        "Cranial Insertion on MTG Salvation",
    ),
    RealQuestion(
        "en",
        "Say you've got Hostility out, and you play Incendiary Command, choosing the first two "
        "modes. Do you get to keep your four 3/1 Elemental Shaman tokens, or does the Pyroclasm "
        "mode destroy them?",
        ("608.2c", "608.2", "Hostility", "Incendiary Command"),
        "https://www.mtgsalvation.com/articles/15729-cranial-insertion-flightless-birds",
        "Cranial Insertion on MTG Salvation; instructions in the order written, so the tokens are "
        "made, then dealt 2 damage",
    ),
    # --- French ----------------------------------------------------------------------------
    RealQuestion(
        "fr",
        "Un de mes adversaires contrôle Pramikon, rempart du ciel et a choisit gauche lors de son "
        "arrivée en jeu. J'incite les créatures que mon adversaire de droite contrôle. Comment "
        "ses créatures peuvent attaquer ?",
        ("508.1c", "508.1d", "508.1", "701.15b", "701.15", "goad", "Pramikon, Sky Rampart"),
        "https://cranial-insertion.com/article/3190",
        "Pramikon is a restriction, goad a requirement: obey the most requirements without "
        "breaking a restriction (508.1c-d)",
    ),
    RealQuestion(
        "fr",
        "Je contrôle Brimaz, roi d'Oreskos et Visite divine. J'attaque avec Brimaz. Les jetons "
        "anges que je crée attaquent-ils ?",
        ("Divine Visitation", "Divine Visitation#2018-10-05", "Brimaz, King of Oreskos"),
        "https://cranial-insertion.com/article/3233",
        "ruling: anything else the effect specifies (tapped, attacking...) still applies",
    ),
    RealQuestion(
        "fr",
        "J'ai un Rebelle forgevif en jeu, qui a donné à un jeton Servo sa capacité d'infliger 2 "
        "blessures. Mon adversaire utilise un Détourner pour acquérir le contrôle de mon Rebelle. "
        "Quand je le récupère, mon Servo récupère-t-il aussi la capacité du Rebelle ?",
        ("Quicksmith Rebel", "Quicksmith Rebel#2017-02-09", "611.2b", "611.2"),
        "https://cranial-insertion.com/article/2271",
        "Rebelle forgevif = Quicksmith Rebel, Détourner = Hijack; ruling: the ability doesn't "
        "come back even if you regain control",
    ),
    RealQuestion(
        "fr",
        "Je contrôle un Mentor du Conclave, mon Grand serpent annoroc entre-t-il sur le champ de "
        "bataille avec un marqueur +1/+1 supplémentaire ?",
        ("Conclave Mentor", "Conclave Mentor#2020-06-23", "122.6", "Stonecoil Serpent"),
        "https://cranial-insertion.com/article/3458",
        "Mentor du Conclave = Conclave Mentor, Grand serpent annoroc = Stonecoil Serpent; ruling: "
        "a creature entering with +1/+1 counters gets one more",
    ),
    RealQuestion(
        "fr",
        "Puis-je proliférer les marqueurs de loyauté d'un planeswalker ?",
        ("701.34a", "701.34", "proliferate", "Proliferate"),
        "https://cranial-insertion.com/article/3458",
        "second question of the page",
    ),
    RealQuestion(
        "fr",
        "Je lance un Clone pour copier une créature de mon adversaire. Mon adversaire peut-il "
        "sacrifier la créature que j'ai choisie pour m'empêcher de la copier ?",
        ("Clone", "Clone#2013-07-01", "614.12a", "614.12", "614.1c", "614.1", "707.5"),
        "https://cranial-insertion.com/article/3458",
        "third question of the page; Clone doesn't target and the choice is made as it enters "
        "(614.12a), with no chance to respond",
    ),
]

# --- Held out, fourth collection ----------------------------------------------------------------
# A fifth collection, made 2026-12-05 after the fourth, the same way and judged by the same
# rules by a collector who never ran the search on them, asked for the short questions players
# type (thread titles, one-line questions, beginners' questions): 43 questions, 30 English and
# 13 French (the French pages within reach were mostly used up). Eight French thread titles are
# written from the thread's address, their accents as the card's French name prints them
# (`note`). Cards printed after the data's snapshot are kept where a rule answers. Keep them
# out of view as the held-out sets above.
FOURTH_HELDOUT_QUESTIONS = [
    # --- English ---------------------------------------------------------------------------
    RealQuestion(
        "en",
        "Is moving to the Command Zone always optional?",
        ("903.9a", "903.9b", "903.9"),
        "https://tappedout.net/mtg-questions/is-moving-to-the-command-zone-always-optional",
        "thread title",
    ),
    RealQuestion(
        "en",
        "What effect does lethal damage have on indestructible cards?",
        ("702.12b", "702.12", "indestructible", "Indestructible", "704.5g", "704.5"),
        "https://tappedout.net/mtg-questions/indestructible-how-does-it-work",
    ),
    RealQuestion(
        "en",
        "what can and can't kill an indestructible?",
        (
            "702.12b",
            "702.12",
            "indestructible",
            "Indestructible",
            "704.5f",
            "704.5",
            "701.21a",
            "701.21",
            "sacrifice",
        ),
        "https://tappedout.net/mtg-questions/indestructible-how-does-it-work",
        "cut from a longer sentence of the same post",
    ),
    RealQuestion(
        "en",
        "if I put Regeneration on a creature and use the ability to regenerate it because it's "
        "about to die in combat, does the creature leave play and then come back, losing it's "
        "enchantment?",
        ("701.19a", "701.19", "regenerate", "Regenerate", "Regeneration"),
        "https://tappedout.net/mtg-questions/how-does-regeneration-work",
    ),
    RealQuestion(
        "en",
        'If a card says "Sacrifice an artifact", does that include artifact creatures?',
        ("205.2b", "205.2", "Artifact Creature"),
        "https://redlib.venatio.dev/r/mtgrules",
        "thread title, on the subreddit's listing page through a mirror",
    ),
    RealQuestion(
        "en",
        "Can I tap a mana generating creature then return it to hand for a card with web-slinging?",
        (
            "702.188a",
            "702.188",
            "web-slinging",
            "Web-slinging",
            "601.2g",
            "601.2h",
            "601.2",
        ),
        "https://redlib.venatio.dev/r/mtgrules",
        "thread title, on the subreddit's listing page through a mirror",
    ),
    RealQuestion(
        "en",
        "If a creature with lifelink and first strike deals damages to another creature when "
        "blocked, can it be granted indestructible before it is dealt damage?",
        (
            "702.7b",
            "702.7",
            "first strike",
            "510.4",
            "510.3",
            "510",
            "702.15b",
            "702.15",
            "lifelink",
        ),
        "https://redlib.venatio.dev/r/mtgrules",
        "cut from the post 'Spider-Man, Peter Parker and first strike/lifelink'",
    ),
    RealQuestion(
        "en",
        "If I had multiple of ACD on the field, either as copies or lottery win, and "
        'swing+connect with one, do all instances trigger as it doesn\'t say "this creature", '
        'instead, "When ACD attacks..."?',
        ("201.5",),
        "https://redlib.astronima.party/r/mtgrules",
        "post 'Ancient Copper Dragon' (a card after the data's snapshot; rule 201.5 answers)",
    ),
    RealQuestion(
        "en",
        "My question, can the instant be played in this way (in the middle of assigning damage) "
        "or does it go in the stack to resolve after all of the damage has been dealt?",
        ("510.2", "510.3", "510"),
        "https://redlib.astronima.party/r/mtgrules",
        "cut from the post 'Question about stack during damage'",
    ),
    RealQuestion(
        "en",
        "Earthbending land + Anguish Unmaking",
        (
            "701.66a",
            "701.66",
            "earthbend",
            "Earthbend",
            "205.2b",
            "205.2",
            "Anguished Unmaking",
        ),
        "https://redlib.astronima.party/r/mtgrules",
        "thread title (the asker misspells Anguished Unmaking)",
    ),
    RealQuestion(
        "en",
        "How Does The Stack Work?",
        ("405", "405.1", "405.2", "405.5", "Stack"),
        "https://45.32.228.161:8080/r/mtgrules/comments/1l9ymp2/how_does_the_stack_work",
        "thread title, through a reddit mirror",
    ),
    RealQuestion(
        "en",
        "Do you still have to pay additional costs when casting a suspended card?",
        (
            "702.62d",
            "702.62",
            "suspend",
            "118.8",
            "118.9d",
            "118.9",
            "601.2b",
            "601.2f",
            "601.2",
            "Thrill of Possibility",
            "Thrill of Possibility#2020-06-23",
        ),
        "https://147.135.128.64:8080/r/MTGrules",
        "post 'Suspending Thrill of Possiblity', through a reddit mirror",
    ),
    RealQuestion(
        "en",
        "if i have [[Ashling, The Limitless]], [[Animar, Soul of Elements]] (with 4 counters on "
        "him) and [[Vedalken Orrery]] on the field i can essentially evoke any elemental from my "
        "hand for free at any time?",
        (
            "702.74a",
            "702.74",
            "evoke",
            "118.9d",
            "118.9",
            "118.7a",
            "118.7",
            "601.2f",
            "601.2",
            "Animar, Soul of Elements",
            "Animar, Soul of Elements#2018-03-16",
            "Vedalken Orrery",
            "Vedalken Orrery#2004-12-01",
        ),
        "https://147.135.128.64:8080/r/MTGrules",
        "cut from the post 'Quesiton'; Ashling is after the data's snapshot",
    ),
    RealQuestion(
        "en",
        "Does Locthwain Lancer gain the ability to tap for blue mana?",
        ("305.6",),
        "https://reddit.tnl.social/r/mtgrules",
        "one line of the post 'Swapping the text box of an animated land with another regular "
        "creature' (the text boxes of an animated Island and Locthwain Lancer are exchanged)",
    ),
    RealQuestion(
        "en",
        "I said to him that it won't die to state based action due to the fact that "
        "indestructible is preventing the turtle from being destroyed despite being -5 "
        "toughness, am i right or he is?",
        (
            "702.12b",
            "702.12",
            "indestructible",
            "704.5g",
            "704.5f",
            "704.5",
            "120.6",
        ),
        "https://redlib.cakez.net/r/mtgrules/comments/1lhlj4d/"
        "adamantoise_with_indestructible_state_base_actions/mz7hdoj/?context=3",
    ),
    RealQuestion(
        "en",
        "But there is one thing that always confuses me - First Strike. Please help me figure "
        "out how it works.",
        ("702.7", "702.7a", "702.7b", "first strike", "First Strike", "510.4"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/042902.html",
    ),
    RealQuestion(
        "en",
        'What\'s the deal with "Shadow?"',
        ("702.28", "702.28a", "702.28b", "shadow", "Shadow"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/020402.html",
    ),
    RealQuestion(
        "en",
        "If I play Control Magic on a creature of my opponent, and then he disenchants the "
        "Control Magic, will the Creature go back under his control?",
        ("611.3b", "611.3", "Control Magic"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/020402.html",
    ),
    RealQuestion(
        "en",
        "If you have a couple of other slivers out like Clot Sliver (sliver gain 2 to "
        "regenerate) and Muscle Sliver (slivers gain +1/+1) do these effects become nullified "
        "by the crystalline slivers ability?",
        ("115.10", "115.1", "702.18a", "702.18", "shroud", "Crystalline Sliver"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/020402.html",
        "cut from a longer post",
    ),
    RealQuestion(
        "en",
        "If my opponent cast Animate Dead on my Iridescent Angel in my graveyard, it will "
        "resolve, bring the angel under his control, but then immediately destroyed, and the "
        "angel is brought back to my graveyard, right?",
        (
            "Animate Dead",
            "Animate Dead#2016-06-08",
            "702.16c",
            "702.16",
            "protection",
            "704.5m",
            "704.5",
            "Iridescent Angel",
        ),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/020402.html",
        "the column's 2002 answer is outdated; the newest ruling answers",
    ),
    RealQuestion(
        "en",
        "Also, it's legal if your opponent attacks you and you cast Humble on it then block it "
        "right?",
        ("Humble", "508.2", "117.1a", "117.1"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/020402.html",
    ),
    RealQuestion(
        "en",
        "Ok, say my opponent plays a Plague Wind and I have only one creature in play. Is it "
        "possible to use Divert since the Plague Wind targets, in essence, only one permanent "
        "and destroy my opponent's creatures?",
        ("115.10", "115.1", "Divert", "Plague Wind"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/052002.html",
    ),
    RealQuestion(
        "en",
        "If I had 2 Sylvan Libraries out, would I be able to draw 4 additional cards?",
        ("Sylvan Library", "Sylvan Library#2016-06-08"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/2002Reports/121202.html",
    ),
    RealQuestion(
        "en",
        "If I turn Glacial Chasm into a swamp, causing it to lose its abilities, can I then do "
        "damage to my opponent?",
        ("305.7", "Glacial Chasm"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/2002Reports/121202.html",
    ),
    RealQuestion(
        "en",
        "When you play madness, do you have to put it on the stack when it's played or can it "
        "be anytime during the batch before you pass priority?",
        ("702.35a", "702.35", "madness"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/2002Reports/121202.html",
    ),
    RealQuestion(
        "en",
        "He then procedes to take his turn and attack me with the dragon that he laid during my "
        "end of turn. My question is can he do that?",
        ("302.6", "Summoning Sickness Rule"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/02172003.html",
        "cut from a longer post (the dragon was put onto the battlefield with Elvish Piper)",
    ),
    RealQuestion(
        "en",
        "Won't the Mogg Maniac die upon the resolution of Earthquake before the en-kors have a "
        "chance to redirect damage to it?",
        ("614.9", "113.7a", "Mogg Maniac"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/02172003.html",
    ),
    RealQuestion(
        "en",
        "Do beginning of upkeep effects stack?",
        ("503.1a", "503.1"),
        "https://www.pojo.com/magic/Featured%20Writers/Judge/092302.html",
    ),
    RealQuestion(
        "en",
        "I control Parallel Lives and cast Stangg. What happens with the tokens?",
        (
            "Parallel Lives",
            "Parallel Lives#2011-09-22",
            "Stangg",
            "704.5j",
            "704.5",
            "Legend Rule",
        ),
        "https://www.cranial-insertion.com/article/3770",
    ),
    RealQuestion(
        "en",
        "I control Anhelo, the Painter equipped with Veteran's Sidearm. What happens if I "
        "sacrifice Anhelo to pay the casualty cost of a spell that normally doesn't have it, "
        "like Opt?",
        ("Anhelo, the Painter", "702.153a", "702.153", "casualty", "601.2i", "601.2"),
        "https://www.cranial-insertion.com/article/3770",
    ),
    # --- French ----------------------------------------------------------------------------
    RealQuestion(
        "fr",
        "J'aimerais savoir ce qu'est hâte, distorsion, echo, kick, recyclage... des nouvelles "
        "éditions.",
        (
            "702.10",
            "702.10b",
            "702.10c",
            "haste",
            "Haste",
            "702.28",
            "702.28b",
            "shadow",
            "Shadow",
            "702.30",
            "702.30a",
            "echo",
            "Echo",
            "702.33",
            "702.33a",
            "kicker",
            "702.29",
            "702.29a",
            "cycling",
            "Cycling",
        ),
        "https://www.magiccorporation.com/gathering-forum-viewtopic-3-361-capacite-des-creatures.html",
        "hâte is the old French name of célérité (haste); distorsion = shadow, kick = kicker, "
        "recyclage = cycling",
    ),
    RealQuestion(
        "fr",
        "contrôle magique",
        ("Control Magic", "Control Magic#2016-06-08"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-127513-controle-magique.html",
        "thread title (as the thread's address gives it, accents as the card's French name)",
    ),
    RealQuestion(
        "fr",
        "prise de contrôle d'une créature",
        ("301.5d", "301.5", "303.4e", "303.4"),
        "https://www.magiccorporation.com/gathering-forum-viewtopic-3-37783-"
        "prise-de-controle-d-une-creature.html",
        "thread title (as the thread's address gives it); its answers cover a stolen "
        "creature's Equipment and Auras",
    ),
    RealQuestion(
        "fr",
        "poupée de son",
        ("Stuffy Doll", "Stuffy Doll#2021-03-19"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-85057-poupee-de-son.html",
        "thread title (as the thread's address gives it, accents as the card's French name)",
    ),
    RealQuestion(
        "fr",
        "faux des misérables",
        ("Scythe of the Wretched", "Scythe of the Wretched#2004-12-01"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-16267-faux-des-miserables.html",
        "thread title (as the thread's address gives it, accents as the card's French name)",
    ),
    RealQuestion(
        "fr",
        "nezahal, marée primordiale",
        ("Nezahal, Primal Tide", "Nezahal, Primal Tide#2018-01-19"),
        "https://www.magiccorporation.com/gathering-forum-viewtopic-3-123806-"
        "nezahal-maree-primordiale.html",
        "thread title (as the thread's address gives it, accents as the card's French name)",
    ),
    RealQuestion(
        "fr",
        "contrecarrement de sort",
        ("701.6a", "701.6", "counter", "Counter"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-117428-contrecarrement-de-sort.html",
        "thread title (as the thread's address gives it)",
    ),
    RealQuestion(
        "fr",
        "sudden spoiling et autre humble",
        (
            "Sudden Spoiling",
            "Sudden Spoiling#2021-03-19",
            "Humble",
            "Humble#2016-06-08",
            "613.4b",
            "613.4",
            "613.7",
        ),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-79767-"
        "sudden-spoiling-et-autre-humble.html",
        "thread title (as the thread's address gives it)",
    ),
    RealQuestion(
        "fr",
        "stifle parallax",
        ("Stifle", "Stifle#2004-10-04", "Parallax Wave"),
        "https://magiccorporation.com/gathering-forum-viewtopic-3-122568-stifle-parallax.html",
        "thread title (as the thread's address gives it)",
    ),
    RealQuestion(
        "fr",
        "Puis-je activer la capacité d'Armistice si je contrôle Érébos, dieu des Morts ?",
        ("Armistice", "Erebos, God of the Dead", "609.3"),
        "https://www.cranialinsertion.com/article/1107",
    ),
    RealQuestion(
        "fr",
        "Ai-je besoin d'une Montagne de base pour jouer Enchaîné aux rochers ? Puis-je enchanter "
        "une Porte de la guilde de Boros ?",
        (
            "Chained to the Rocks",
            "205.3i",
            "205.3",
            "702.5a",
            "702.5",
            "enchant",
            "Enchant",
            "303.4a",
            "303.4",
        ),
        "https://www.cranialinsertion.com/article/1107",
    ),
    RealQuestion(
        "fr",
        "J'anime Cimes aiguilles grâce à l'Éveil de Vitu-Ghazi. Mon terrain a-t-il la double "
        "initiative ?",
        (
            "Needle Spires",
            "Needle Spires#2016-01-22",
            "Awakening of Vitu-Ghazi",
            "Awakening of Vitu-Ghazi#2019-05-03",
        ),
        "https://cranial-insertion.com/article/4085",
    ),
    RealQuestion(
        "fr",
        "Outils de l'Embaumeur réduit-il le coût des capacités que Limon nécrotique copie depuis "
        "le cimetière ?",
        ("Embalmer's Tools", "Necrotic Ooze"),
        "https://www.cranial-insertion.com/article/2731",
    ),
]


# --- Held out, fifth collection -----------------------------------------------------------------
# The fifth held-out collection (the sixth set of real questions), made 2026-12-07 after the
# fourth was read, the same way and judged by the same rules by a collector who never ran the
# search on them: 25 questions, 19 English and 6 French (the French pages the search tool
# reaches are used up; its English questions' French versions are in translated_questions.py).
# Two French thread titles are written from the thread's address, their accents as the card's
# French name prints them (`note`). Cards printed after the data's snapshot are kept where a
# rule answers. Measured once unread, at 539bd13 (the search of c297f58): MRR@10 0.667 French,
# 0.473 English on the full data. A review then added answers two judgements had missed
# (712.14a for a Clone of Nicol Bolas, protection for Akroma against Order), which moved no
# rank. Keep them out of view as the held-out sets above.
FIFTH_HELDOUT_QUESTIONS = [
    # --- English ---------------------------------------------------------------------------
    RealQuestion(
        "en",
        "My Iron-Heart Chimera got a +2/+2 counter, and then got two -1/-1 counters from "
        "Contagion Engine. Are the -1/-1 counters still there to proliferate?",
        ("704.5q", "704.5", "122.3"),
        CI + "1424",
        "first two sentences of the question; 704.5q answers by what it leaves out: only +1/+1 "
        "and -1/-1 counters cancel",
    ),
    RealQuestion(
        "en",
        "Say this someone managed to transform said card into its 13/13 Trample form, and then "
        "cast Phyrexian Metamorph on it (or any other clone type card if it would matter between "
        "different ones). Does the Metamorph/Clone/etc. come into play transformed, or as the "
        "0/3 Defender?",
        ("707.8",),
        "https://boardgames.stackexchange.com/questions/6647/"
        "what-happens-if-you-use-a-clone-effect-on-a-double-faced-card-thats-transformed",
        "cut from the question (the card is Ludevic's Test Subject)",
    ),
    RealQuestion(
        "en",
        "I cast Clone, making my own copy of Nicol Bolas. What happens if I activate my cloned "
        "Nicol Bolas' ability?",
        (
            "Nicol Bolas, the Ravager // Nicol Bolas, the Arisen#2018-07-13",
            "Nicol Bolas, the Ravager // Nicol Bolas, the Arisen",
            "712.14a",
            "712.14",
            "712.9",
            "701.27c",
            "701.27",
            "transform",
        ),
        "https://boardgames.stackexchange.com/questions/43474/"
        "can-a-clone-of-a-double-sided-planeswalker-transform",
        "cut from the question",
    ),
    RealQuestion(
        "en",
        "Say my opponent plays Dryad Arbor. Can I counter it with a Cancel from my hand?",
        (
            "305.9",
            "305.1",
            "116.2a",
            "116.2",
            "Dryad Arbor#2021-03-19",
            "Dryad Arbor",
        ),
        "https://boardgames.stackexchange.com/questions/7364/can-i-counter-a-land-creature",
    ),
    RealQuestion(
        "en",
        "A question about Lands entering with Torpor Orb, Kormus Bell and Urborg, Tomb of "
        "Yawgmoth on the field. To confirm, Everglades would still enter tapped but I would not "
        "have to return a swamp to my hand?",
        (
            "Torpor Orb#2011-06-01",
            "Torpor Orb",
            "Everglades#2006-02-01",
            "Everglades",
            "614.1c",
            "614.1",
        ),
        "https://tappedout.net/mtg-questions/torpor-orb-kormus-bell-and-urborg-interactions/",
        "first and last sentences of the post",
    ),
    RealQuestion(
        "en",
        "Aspect of Mongoose is counterspelled - does it return to it's owners hand? "
        'Or does "from play" mean "from the battlefield"?',
        ("In Play (Obsolete)", "Aspect of Mongoose", "701.6a", "701.6", "counter"),
        "https://reddit.nalc.co/r/magicTCG/comments/1lbgn50/aspect_of_mongoose_is_counterspelled_does_it",
        "thread title, through a reddit mirror",
    ),
    RealQuestion(
        "en",
        "If I put Eternal Witness onto the battlefield with Collected Company, can the Witness's "
        "enter-the-battlefield return Collected Company to my hand?",
        ("Eternal Witness#2021-03-19", "Eternal Witness", "608.2n", "608.2", "603.3"),
        CI + "2966",
    ),
    RealQuestion(
        "en",
        "If I use Reanimate to put Platinum Emperion onto the battlefield, do I still lose 8 life "
        "to Reanimate?",
        ("Platinum Emperion#2018-12-07", "Platinum Emperion", "608.2c", "608.2"),
        CI + "2966",
    ),
    RealQuestion(
        "en",
        "Can spells cast only with Phyrexian mana be Nixed, or is paying the 2 life paying the "
        "Phyrexian mana?",
        ("Nix#2007-05-01", "Nix", "107.4f", "107.4"),
        CI + "331",
    ),
    RealQuestion(
        "en",
        "Does the player who goes first skip his entire beginning stuff, untap, upkeep, draw? "
        "Or just the draw?",
        ("103.8a", "103.8"),
        CI + "331",
    ),
    RealQuestion(
        "en",
        "If I Mindslaver my opponent who controls a Trespassing Souleater, can I make him pay "
        "himself down to 0 or -1 so that he dies?",
        ("119.4",),
        CI + "331",
    ),
    RealQuestion(
        "en",
        "I control Vorinclex, Monstrous Raider and cast Yotia Declares War, choosing to skip ahead "
        "to chapter II. What happens?",
        (
            "702.155a",
            "702.155b",
            "702.155",
            "read ahead",
            "714.3b",
            "714.3",
            "714.2b",
            "714.2",
            "714.4",
            "Vorinclex, Monstrous Raider#2021-02-05",
            "Vorinclex, Monstrous Raider",
        ),
        "https://www.cranial-insertion.com/article/3838",
        "Yotia Declares War is after the card data's snapshot; the read ahead and Saga rules "
        "answer",
    ),
    RealQuestion(
        "en",
        "If my non-creature artifact un-suspends from Jhoira of the Ghitu and I use Karn, Silver "
        "Golem to convert it into an artifact creature, does it have haste?",
        ("702.62a", "702.62", "suspend"),
        "https://www.mtgsalvation.com/articles/15706-cranial-insertion-the-mystery-continues-to-be?cookieTest=1",
    ),
    RealQuestion(
        "en",
        "How does Rule of Law interact with Guile? Specifically, if I play a spell, and my "
        "opponent plays some spell to counter it, can he still play my original spell with "
        "Guile's ability?",
        ("Guile#2007-10-01", "Guile", "Rule of Law"),
        "https://www.mtgsalvation.com/articles/15706-cranial-insertion-the-mystery-continues-to-be?cookieTest=1",
    ),
    RealQuestion(
        "en",
        "If two Volrath's Shapeshifters are in play and the top card of my graveyard is a Protean "
        "Hulk, and my opponent plays Wrath of God, will I get two Hulk triggers?",
        ("603.10a", "603.10"),
        "https://www.mtgsalvation.com/articles/15673-cranial-insertion-third-times-the-chimp?cookieTest=1",
    ),
    RealQuestion(
        "en",
        "So I'm attacking with Akroma, Angel of Wrath and the defending player tries to use the "
        "Order part of Order/Chaos on her. Is this legal?",
        ("709.3b", "709.3", "702.16b", "702.16", "protection"),
        CI + "263",
        "article already used by an earlier set; this question was not",
    ),
    RealQuestion(
        "en",
        "How much does it cost to play Spell Burst targeting a face-down spell?",
        ("708.4", "708.2", "202.3a", "202.3"),
        "https://www.mtgsalvation.com/articles/15930-cranial-insertion-the-morph-you-know?cookieTest=1",
    ),
    RealQuestion(
        "en",
        "can I attack with a mutated creature right away?",
        ("730.2c", "730.2", "702.140c", "702.140", "mutate", "302.6"),
        "https://redlib.fmhy.net/r/magicTCG/comments/fvcrgy/"
        "the_new_ikoria_mechanics_are_explained_succinctly",
        "one of the questions listed in the post, through a reddit mirror",
    ),
    RealQuestion(
        "en",
        "what happens when the creature I try to mutate is destroyed in response?",
        ("702.140b", "702.140", "mutate"),
        "https://redlib.fmhy.net/r/magicTCG/comments/fvcrgy/"
        "the_new_ikoria_mechanics_are_explained_succinctly",
        "one of the questions listed in the post, through a reddit mirror",
    ),
    # --- French ----------------------------------------------------------------------------
    RealQuestion(
        "fr",
        "Je contrôle un Saccage généralisé. Si je lance une Rancœur fatale en sacrifiant mon "
        "Saccage généralisé, sa dernière capacité va-t-elle quand même se déclencher pour me "
        "donner un trésor (et une chance de jouer la carte choisie avec cachette) ?",
        ("601.2h", "601.2i", "601.2"),
        "https://cranial-insertion.com/article/3821",
        "Widespread Thieving is after the card data's snapshot; rule 601.2i answers",
    ),
    RealQuestion(
        "fr",
        "J'active la capacité Encore du Spadassin de la Flotte des grands fonds, obtenant trois "
        "jetons. J'attaque avec ces jetons, et je termine le tour avec la capacité d'Obeka, brute "
        "chronologue. Que se passe-t-il pour mes jetons ?",
        ("724.1e", "724.1", "702.141a", "702.141", "encore", "603.7b", "603.7"),
        CI + "3434",
        "Commander Legends cards are not in the card data; the encore and end-the-turn rules "
        "answer",
    ),
    RealQuestion(
        "fr",
        "J'ai Hapatra, Vizir des poisons et que je joue Affliction sinistre. Vais-je récupérer 1 "
        "seul ou 2 Serpents ?",
        (
            "Hapatra, Vizier of Poisons#2017-04-18",
            "Hapatra, Vizier of Poisons",
            "Grim Affliction#2011-06-01",
            "Grim Affliction",
            "701.34a",
            "701.34",
            "proliferate",
            "603.2c",
            "603.2",
        ),
        CI + "2697",
        "article already used by an earlier set; this question was not",
    ),
    RealQuestion(
        "fr",
        "effet de déliquescence soudaine sur les auras",
        (
            "Sudden Spoiling#2021-03-19",
            "Sudden Spoiling",
            "613.4b",
            "613.4c",
            "613.4",
            "613.1f",
            "613.1",
        ),
        MC + "127197-effet-de-deliquescence-soudaine-sur-les-auras.html",
        "thread title, written from the thread's address, its accents as the card's French name "
        "prints them",
    ),
    RealQuestion(
        "fr",
        "la pile",
        ("405", "405.1", "405.2", "Stack"),
        MC + "106098-la-pile.html",
        "thread title",
    ),
    RealQuestion(
        "fr",
        "garde-relique léonin elesh norn",
        (
            "Leonin Relic-Warder#2011-06-01",
            "Leonin Relic-Warder",
            "603.3b",
            "603.3",
        ),
        MC + "125046-garde-relique-leonin-elesh-norn.html",
        "thread title, written from the thread's address, its accents as the card's French name "
        "prints them",
    ),
]


# Each set by the name the tests and bench/real_questions.py report it under.
REAL_QUESTION_SETS = {
    "developed beside": REAL_QUESTIONS,
    "held out": HELDOUT_QUESTIONS,
    "held out, second collection": SECOND_HELDOUT_QUESTIONS,
    "held out, third collection": THIRD_HELDOUT_QUESTIONS,
    "held out, fourth collection": FOURTH_HELDOUT_QUESTIONS,
    "held out, fifth collection": FIFTH_HELDOUT_QUESTIONS,
}
