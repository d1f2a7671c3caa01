"""French versions of English real questions (tests/search/real_questions.py), written by
Grimoire's developers: the same questions asked in French, to tell how much of the French gap
comes from reading French and how much from the questions themselves.

The French real questions are not the English ones: many come from Cranial Insertion's French
edition, long and about interactions of several cards. Asked about the same things, French and
English can be compared. These are translations, not questions French players wrote: they
measure the French reading (the lexicon, the French names, the analyzers), never a goal to
tune to, and the real questions stay the measure of search. Each is worded as a French player
would type it, with the cards' French names as the data prints them (English where it has
none: The Abyss, Alrund) and the game's words as French cards print them (« initiative »,
« contact mortel », « déluge », « marqueur sapience »). A question keeps the English one's
judged answers and source.
"""

from .real_questions import REAL_QUESTION_SETS, RealQuestion

# (the start of the English question in real_questions.py, its French version): every English
# real question but "Can I Frazzle Reality?", a play on card names no French says.
_FRENCH_VERSIONS = [
    (
        "Resolution of Trample with Deathtouch",
        "Résolution du piétinement avec le contact mortel",
    ),
    (
        "My opponent then takes control of this creature",
        "Mon adversaire prend ensuite le contrôle de cette créature (avec par exemple Contrôle "
        "magique). Est-ce que cette créature aura de nouveau le mal d'invocation jusqu'au "
        "prochain tour ?",
    ),
    (
        "Lightning greaves removing summoning sickness",
        "Jambières d'éclair qui enlèvent le mal d'invocation",
    ),
    (
        "if I have a 1/1 creature with first strike and d",
        "si j'ai une créature 1/1 avec l'initiative et le contact mortel, et que mon adversaire "
        "la bloque avec une créature 2/2, est-ce que ma créature meurt ?",
    ),
    (
        "with a card like Chronomaton, because you have t",
        "avec une carte comme le Chronomate, comme il faut l'engager pour sa capacité, le mal "
        "d'invocation ne s'applique pas à sa capacité d'engagement ?",
    ),
    (
        "So mirror box gives u the possibility to play mu",
        "Donc la Boîte à miroirs permet de jouer plusieurs permanents légendaires, c'est ça ?",
    ),
    (
        "Can Flamerush Rider copy a creature with vigilan",
        "Le Cavalier courseflamme peut-il copier une créature avec la vigilance ?",
    ),
    (
        "I have Humility and two copies of Opalescence in",
        "J'ai Humilité et deux exemplaires d'Opalescence dans mon cimetière, et je joue "
        "Réassortiment. Que se passe-t-il ?",
    ),
    (
        "If I control Goblin Electromancer, does it reduc",
        "Si je contrôle un Électromancien gobelin, est-ce qu'il réduit le coût de mana de chaque "
        "moitié d'un Turn // Burn fusionné ?",
    ),
    (
        "How does madness interact with Leyline of the Vo",
        "Comment la folie interagit-elle avec la Ligne ley du vide ?",
    ),
    (
        "Which of these will add to my storm count for Te",
        "Lesquels de ces sorts comptent pour le déluge des Vrilles d'angoisse ?",
    ),
    (
        "Rules on Indestructible",
        "Règles sur indestructible",
    ),
    (
        "Double strike vs double strike",
        "Double initiative contre double initiative",
    ),
    (
        "legend rule and activated abilities",
        "règle de la légende et capacités activées",
    ),
    (
        "Can I use Stifle on The Abyss?",
        "Est-ce que je peux utiliser Asphyxie sur The Abyss ?",
    ),
    (
        "Can I untap an untapped creature?",
        "Est-ce que je peux dégager une créature dégagée ?",
    ),
    (
        "Sword of X and Y vs trample and deathtouch?",
        "Épée de X et Y contre piétinement et contact mortel ?",
    ),
    (
        "If I cast Rule of Law during my main phase can I",
        "Si je lance Autorité de la loi pendant ma phase principale, est-ce que je peux encore "
        "lancer un sort alors que j'ai déjà lancé deux sorts avant que l'Autorité de la loi "
        "arrive en jeu ?",
    ),
    (
        "Do I draw a card when I play a enchantment when",
        "Est-ce que je pioche une carte quand je joue un enchantement avec une Enchanteresse "
        "argothienne en jeu, mais que l'enchantement est contrecarré par un Contresort ?",
    ),
    (
        "When You regenerate a creature or make a creatur",
        "Quand on régénère une créature ou qu'on crée un jeton de créature, est-ce qu'on peut "
        "attaquer le tour où on les met en jeu ?",
    ),
    (
        "I've heard there's a trick you can do with Spell",
        "J'ai entendu parler d'une astuce avec le Foudroyeur de sorts pour exiler un sort "
        "définitivement. Comment ça marche ?",
    ),
    (
        "In a multiplayer game, does everyone draw on the",
        "En multijoueur, est-ce que tout le monde pioche à son premier tour, y compris le joueur "
        "qui commence ?",
    ),
    (
        "Can't Equipment only be attached to creatures? I",
        "Un équipement ne peut être attaché qu'à une créature, non ? Pourtant l'Exosquelette "
        "greffé parle d'être détaché d'un permanent.",
    ),
    (
        "What happens to my Phyrexian Metamorph if I use",
        "Que devient mon Métamorphe phyrexian si je copie une Montagne animée par Koth du Marteau"
        " ?",
    ),
    (
        "Can I use Cauldron of Souls to give an undying c",
        "Est-ce que je peux utiliser le Chaudron des âmes pour donner la persistance à une "
        "créature avec survivance, puis la sacrifier à l'infini ?",
    ),
    (
        "My opponent controls a Void Winnower. Which side",
        "Mon adversaire contrôle un Vanneur du vide. Quelles faces d'Alrund, God of the Cosmos //"
        " Hakka, Whispering Raven puis-je lancer ?",
    ),
    (
        "If you control Doubling Season, do planeswalkers",
        "Si je contrôle une Saison de dédoublement, est-ce que les planeswalkers arrivent avec "
        "deux fois plus de marqueurs loyauté ?",
    ),
    (
        "If I have multiple auras with Totem armor on a c",
        "Si j'ai plusieurs auras avec armure totémique sur une créature, que se passe-t-il quand "
        "quelque chose la détruit ?",
    ),
    (
        "I remove said lore counter, so now saga has 0 co",
        "J'ai retiré le marqueur sapience, la saga n'a plus de marqueur. À mon tour suivant, je "
        "pioche mais je ne mets pas de marqueur sapience sur la saga, c'est ça ?",
    ),
    (
        "What happens if I have a Mogg Flunkies and a Gob",
        "Que se passe-t-il si j'ai des Moggs bas-de-plafond et un Assaut gobelin avec une autre "
        "créature qui pourrait attaquer ?",
    ),
    (
        "I have a Quirion Dryad in play. If I cast Indulg",
        "J'ai une Dryade quirionaise en jeu. Si je lance Patricienne indulgente, ma Dryade aura-"
        "t-elle un ou deux marqueurs ?",
    ),
    (
        "I control Garruk, Unleashed with two loyalty",
        "Je contrôle Garruk, libéré avec deux marqueurs loyauté, et mon adversaire contrôle trois"
        " créatures de plus que moi. Si j'active la capacité -2 de Garruk, est-ce que Garruk "
        "survit ?",
    ),
    (
        "I control an Obsessive Stitcher.",
        "Je contrôle une Raccommodeuse obsessionnelle. Mon adversaire la cible avec une "
        "Calcination de l'âme. Puis-je activer la dernière capacité de la Raccommodeuse et la "
        "faire revenir avec sa propre capacité ?",
    ),
    (
        "I control both Xenagos, God of Revels",
        "Je contrôle Xénagos, dieu de la Débauche et Yasova Griffedragon. Est-ce que Xénagos peut"
        " augmenter la force de Yasova pour que je vole une plus grosse créature ?",
    ),
    (
        "Phyrexian Metamorph copies Spine of Ish Sah",
        "Le Métamorphe phyrexian copie l'Échine d'Ish Sah et meurt : est-ce que je récupère le "
        "Métamorphe ?",
    ),
    (
        "If I resolve a Kindle the Carnage",
        "Si je résous un Embrasement du carnage et que mon adversaire a un Satyre buveur de feu "
        "en jeu, est-ce que le Satyre reste en jeu pendant que je répète les blessures et les "
        "déclenchements, ou est-ce qu'il meurt après le premier tour ?",
    ),
    (
        "What happens when I Twincast a split card?",
        "Que se passe-t-il quand je lance Jumelance sur une carte partagée ?",
    ),
    (
        "If I imprint Beck // Call on Thought Prison",
        "Si j'exile Beck // Call avec l'empreinte de la Prison cérébrale, quels sorts déclenchent"
        " la capacité de blessures de la Prison cérébrale ?",
    ),
    (
        "When does a countered spell go to the graveyard?",
        "Quand est-ce qu'un sort contrecarré va au cimetière ?",
    ),
    (
        "Will my opponent be forced to use at least 2",
        "Est-ce que mon adversaire devra bloquer mon jeton loup avec au moins 2 de ses 3 "
        "créatures, ce qui laisse passer mon Loup brasecœur ?",
    ),
    (
        "how does a spell interact with auntie ools ward",
        "comment un sort interagit avec la parade d'Auntie Ool si l'adversaire ne possède pas de "
        "créature ?",
    ),
    (
        "Deflecting Swat and Any number of Target",
        "Claque déflectrice et n'importe quel nombre de cibles",
    ),
    (
        "Friend and I were playing commander",
        "Un ami et moi jouions en commander et on s'est tués en même temps, y a-t-il une règle "
        "là-dessus ? C'est une égalité ?",
    ),
    (
        "a combat phase ends with player 1 at 0 life",
        "une phase de combat se termine avec le joueur 1 à 0 point de vie et le joueur 2 à -2. "
        "Est-ce une égalité ou le joueur 1 gagne ?",
    ),
    (
        "I control E. Honda, Sumo Champion and a Basri Ket.",
        "Je contrôle E. Honda, Sumo Champion et Basri Ket. J'active le -2 de Basri Ket et "
        "j'attaque. Est-ce que je peux ordonner mes déclenchements pour créer les jetons d'abord,"
        " puis les cibler avec la capacité d'E. Honda ?",
    ),
    (
        "How does the untap symbol in Ryu",
        "Comment fonctionne le symbole de dégagement dans la capacité Hadoken de Ryu, World "
        "Warrior ?",
    ),
    (
        "How would you be able to unmorph or sac to altar",
        "Comment faire pour retourner une créature face visible ou la sacrifier à l'autel si ça, "
        "c'est sur la pile ?",
    ),
    (
        "Rules for daybound",
        "Règles pour daybound",
    ),
    (
        "Saw in Half + Chatterfang",
        "Saw in Half + Grande-Dent",
    ),
    (
        "What happens to a token that dies?",
        "Qu'arrive-t-il à un jeton qui meurt ?",
    ),
    (
        "Say my opponent's got [[Uba Mask]]",
        "Mon adversaire a un [[Masque d'uba]] et moi [[Demain, familier d'Azami]] : est-ce que je"
        " peux faire le truc de Demain, regarder les trois cartes du dessus et en prendre une, ou"
        " est-ce que je dois simplement exiler cette carte ?",
    ),
    (
        "Then, while controlling P2, I cast another Emrakul",
        "Ensuite, alors que je contrôle J2, je lance une autre Emrakul, en ciblant cette fois le "
        "joueur 3. Qui contrôle J3 pendant son prochain tour, moi ou J2 ?",
    ),
    (
        "Nick had a Blood Moon in play",
        "Nick avait une Lune de sang en jeu et Harold un Urborg, tombe de Yaugzebul. La question "
        ": est-ce qu'Urborg, tombe de Yaugzebul garde son texte ou est-ce que c'est simplement "
        "une Montagne ?",
    ),
    (
        "I play an Upheaval and my opponent",
        "Je joue un Bouleversement et mon adversaire fait « flotter » du mana. Le mana reste-t-il"
        " dans sa réserve jusqu'à la fin de son tour ou jusqu'à la fin de cette phase ?",
    ),
    (
        "How does one determine when damage goes on the stack?",
        "Comment détermine-t-on quand les blessures vont sur la pile ?",
    ),
    (
        "I cast Uro, Titan of Nature's Wrath",
        "Je lance Ouro, titan de la Rage de la nature et mon adversaire le contrecarre avec un "
        "Contresort. Est-ce que je peux faire l'échappée d'Ouro avant que mon adversaire ne "
        "l'exile de mon cimetière avec le Shamane ritemort ?",
    ),
    (
        "If Serra Ascendant blocks Vengevine",
        "Si la Serra en devenir bloque la Vengeliane alors que je suis à 29, est-ce qu'une des "
        "deux créatures survit ?",
    ),
    (
        "I know I can use Power Conduit",
        "Je sais que je peux utiliser le Conduit d'alimentation pour garder mon Épopée d'Urza de "
        "tour en tour. Mais est-ce que je peux l'utiliser pour profiter du 3e chapitre à chaque "
        "tour ?",
    ),
    (
        "I popped the saga The Trickster-God's Heist",
        "J'ai utilisé la saga Le vol du dieu-décepteur pour voler leur commandant, puis j'ai "
        "voulu renvoyer cette carte dans ma main avec Évasion des ruelles ou Espoir volatilisé. "
        "Est-ce que je peux garder leur commandant en main ou peuvent-ils le renvoyer dans la "
        "zone de commandement ?",
    ),
    # The second held-out collection's English questions (2026-12-05).
    (
        "Can I cast Silence before my opponent untaps?",
        "Puis-je lancer Silence avant que mon adversaire ne dégage ?",
    ),
    (
        "If I give a creature with lifelink infect, do I st",
        "Si je donne l'infection à une créature avec le lien de vie, est-ce que je gagne quand "
        "même des points de vie quand elle inflige des blessures ?",
    ),
    (
        "Do I draw a card with Concord with the Kami if I c",
        "Est-ce que je pioche une carte avec Concorde avec les kami si je contrôle la Luminide "
        "transparente ?",
    ),
    (
        "Can I name Faerie Rogue with Runed Halo and shut d",
        "Puis-je nommer Peuple fée et Gredin avec le Halo serti de runes pour neutraliser ces "
        "jetons aussi ?",
    ),
    (
        "What happens if I try to graft a +1/+1 counter ont",
        "Que se passe-t-il si j'essaie de déplacer un marqueur +1/+1 de greffe sur un Briffaud "
        "céleste des Simic ?",
    ),
    (
        "Can I use Biomantic Mastery when my opponent in a ",
        "Puis-je jouer la Maîtrise biomantique quand mon adversaire en duel a un Masque d'ivoire "
        "en jeu ?",
    ),
    (
        "We are in a multiplayer free-for-all game. Fred pl",
        "On joue en multijoueur chacun pour soi. Fred joue Subornation et va chercher un "
        "Cérébrotrancheur dans ma bibliothèque. Si Fred meurt, que devient le Cérébrotrancheur "
        "dont je suis le propriétaire ; et s'il va dans mon cimetière, est-ce que sa capacité se "
        "déclenche ?",
    ),
    (
        "So, can I use any planeswalker as a commander now?",
        "Alors, est-ce que je peux prendre n'importe quel planeswalker comme commandant "
        "maintenant ?",
    ),
    (
        "If I Reanimate a Griselbrand and my opponent contr",
        "Si je ramène un Griselbrand avec Réanimation et que mon adversaire contrôle la Prêtresse "
        "du confinement, est-ce que je peux activer Griselbrand en réponse à la capacité qui "
        "l'exile ?",
    ),
    (
        "My opponent controls some face-down morph creature",
        "Mon adversaire contrôle des créatures à mue face cachée. Est-ce que mon Totem maudit "
        "l'empêche de les retourner face visible ?",
    ),
    (
        "Now the question is, even if my Thalia is returnin",
        "Du coup la question, c'est : même si ma Thalia retourne dans ma main, je pense que sa "
        "capacité se déclenche quand même, ou je me trompe ? Est-ce que cette créature serait "
        "engagée ?",
    ),
    (
        "My friend and I somehow always seem to have the sa",
        "Mon ami et moi avons presque tous les deux jours la même dispute : que veut dire "
        "exactement « indestructible » dans Magic ? Le seul point sur lequel on n'est jamais "
        "d'accord, c'est si la créature meurt quand elle a une endurance de 0.",
    ),
    (
        "I have a Stormwild Capridor in play. I cast Go for",
        "J'ai un Capridor des tempêtes sauvages en jeu. Je lance Choix du sang en ciblant mon "
        "Capridor et la Taupe d'excavation de mon adversaire. Que se passe-t-il ?",
    ),
    (
        "Does Doubling Season double the brick counters you",
        "Est-ce que la Saison de dédoublement double les marqueurs « brique » qu'on met sur le "
        "Caveau de l'oracle quand on l'active ?",
    ),
    (
        "Where does Wastes get its mana ability from? Is it",
        "D'où la Lande tient-elle sa capacité de mana ? Est-ce comme pour les autres terrains de "
        "base, où c'est défini dans les règles ?",
    ),
    (
        "Can my opponent Swerve my Diabolic Tutor to search",
        "Mon adversaire peut-il utiliser Embardée sur mon Précepteur démoniaque pour fouiller ma "
        "bibliothèque ?",
    ),
    (
        "I have heard that Swerve can be used to counter a ",
        "J'ai entendu dire qu'on peut se servir d'Embardée pour contrecarrer une Révocation. "
        "C'est vrai ?",
    ),
    (
        "If I control four Magosi, the Waterveils and use t",
        "Si je contrôle quatre Magosi, le Voile d'Eau et que j'utilise leur capacité pour mettre "
        "un marqueur « éon » sur chacun, est-ce que je passe un tour ou quatre ?",
    ),
    (
        "I am a big Iridescent Angel fan... but can I encha",
        "Je suis un grand fan de l'Ange iridescente... mais est-ce que je peux l'enchanter avec "
        "la Cape de tatou ? Est-ce qu'elle gagne +1/+1 avec l'Éveil du Mirari ? Est-ce que je "
        "peux lui donner +7/+7 avec Puissance des chênaies ?",
    ),
    (
        'Is there such a thing as "Pro-trample damage"? Exa',
        "Est-ce que la protection arrête les blessures de piétinement ? Exemple : mon ami joue un "
        "Avatar de la puissance et finit son tour. Je mets un Bouclier flottant (protection "
        "contre le vert) sur mon Familier orageosophe et je finis mon tour. Il attaque avec son "
        "Avatar et je bloque avec mon Familier. Est-ce que je prends des blessures ?",
    ),
    (
        "During Friday Night Magic 2 weeks ago, my entire s",
        "Il y a deux semaines au Friday Night Magic, tout le magasin s'est disputé pour savoir si "
        "le Geist de Saint Traft bénéficie de l'exaltation quand il attaque seul.",
    ),
    (
        "What happens if a double-faced creature that has b",
        "Que se passe-t-il si une créature recto verso, qui a été changée en une autre créature "
        "recto verso par l'Altération métamorphe, essaie de se transformer ?",
    ),
    (
        "If Forsaken Wastes is in play, is it possible for ",
        "Si Les landes abandonnées sont en jeu, est-ce que je peux payer l'entretien cumulatif du "
        "Mur d'échardes, alors que les joueurs ne peuvent pas gagner de points de vie ?",
    ),
    (
        "can anyone clarify when the creature changes contr",
        "quelqu'un peut m'expliquer : quand la créature change de contrôleur, l'équipement reste "
        "attaché ?",
    ),
    (
        "Guys what does overload do?",
        "Les gars, ça fait quoi la surcharge ?",
    ),
    (
        "Let's say I have a Death Spark on top of my gravey",
        "Disons que j'ai une Étincelle de mort sur le dessus de mon cimetière. Je veux la "
        "récupérer dans ma main, donc je lance une Foudre sur une de mes créatures 1/1. Est-ce "
        "qu'il y a un ordre précis dans lequel la Foudre et la créature vont au-dessus de "
        "l'Étincelle de mort ?",
    ),
    (
        "I control Marchesa, the Black Rose and all my crea",
        "Je contrôle Marchesa, la Rose Noire et toutes mes créatures ont des marqueurs +1/+1. Mon "
        "adversaire détruit tout avec un Verdict suprême. Est-ce que je récupère tout sauf "
        "Marchesa ?",
    ),
    (
        "Does my opponent get a goblin token from his Mogg ",
        "Est-ce que mon adversaire a un jeton Gobelin avec son Maréchal de guerre mogg quand je "
        "lui lance un Chemin vers l'exil ?",
    ),
    (
        "If I play Mulldrifter with evoke, can I put the ca",
        "Si je lance le Vagabond des pensées avec l'évocation, est-ce que je peux laisser la "
        "pioche des deux cartes sur la pile et le sacrifier à la Sinistre forêt sauvage ?",
    ),
    (
        "Can I keep a creature with vanishing around foreve",
        "Est-ce que je peux garder pour toujours une créature avec la disparition en lui lançant "
        "une Ovinisation en réponse au déclenchement « retirer un marqueur » quand il ne lui "
        "reste plus qu'un marqueur ?",
    ),
    (
        "I have a Dormant Sliver in play. How many cards wi",
        "J'ai un Slivoïde assoupi en jeu. Combien de cartes je pioche si j'en joue un deuxième ?",
    ),
    (
        "If I remove a land card from my library with Intet",
        "Si j'exile une carte de terrain de ma bibliothèque avec Intet, le rêveur, est-ce que je "
        "peux la jouer si j'ai déjà joué un terrain ce tour-ci ? Et si ce n'est même pas mon tour "
        "et que j'ai réussi à déclencher Intet ?",
    ),
    (
        "How does Warp World interact with the commander re",
        "Comment la Distorsion du monde interagit-elle avec l'effet de remplacement du commandant "
        "? On ne sait pas si on compte le nombre de permanents qu'on possédait ou le nombre qui "
        "est vraiment mélangé dans la bibliothèque.",
    ),
    (
        "Melek, Izzet Paragon is my commander. The top card",
        "Melek, Parangon d'Izzet est mon commandant. La carte du dessus de ma bibliothèque est un "
        "éphémère. Est-ce que je peux commencer à le lancer, voir la carte suivante, puis décider "
        "de finir de le lancer ou non ?",
    ),
    (
        "What happens if I end up discarding a */* creature",
        "Que se passe-t-il si je défausse une créature */* avec l'Incinérateur de Ciergeroc ?",
    ),
    (
        "If Tatterkite gains persist via Cauldron of Souls,",
        "Si la Loque volante acquiert la persistance grâce au Chaudron des âmes, que se "
        "passe-t-il, vu qu'on ne peut pas mettre de marqueurs sur elle ?",
    ),
    (
        "If I turn all my lands into Swamps with Elsewhere ",
        "Si je transforme tous mes terrains en Marais avec la Fiole d'ailleurs, que se passe-t-il "
        "?",
    ),
    (
        "So, suppose my opponent has activated the +2 abili",
        "Disons que mon adversaire a activé la capacité +2 de Gideon Jura, mais avant le combat "
        "pendant mon tour je lance une Vrille d'effroi pour détruire Gideon. Est-ce que je peux "
        "attaquer mon adversaire maintenant ?",
    ),
    (
        "I control Urborg, Tomb of Yawgmoth. My opponent pl",
        "Je contrôle Urborg, tombe de Yaugzebul. Mon adversaire joue la Fontaine de vif-argent, "
        "et pendant mon entretien suivant je mets un marqueur « inondation » sur mon Tombeau "
        "luxuriant. Qu'est-ce que mon Tombeau luxuriant est exactement ?",
    ),
    (
        "I control Sparring Construct. My opponent has my S",
        "Je contrôle une Construction d'entraînement. Mon adversaire a exilé mon Ange de Serra "
        "avec sa Zone d'isolation. Si je lance une Dépuration planaire, est-ce que mon Ange "
        "revient à temps pour recevoir le marqueur de la capacité déclenchée de la Construction "
        "d'entraînement ?",
    ),
    # The third held-out collection's English questions (2026-12-05).
    (
        "My opponent controls a Platinum Angel and is curre",
        "Mon adversaire contrôle un Ange de platine et il est à 0 point de vie. J'espère piocher "
        "une carte pour détruire l'Ange et je continue d'attaquer en attendant ; est-ce que mon "
        "adversaire doit compter jusqu'où descend son total de points de vie ?",
    ),
    (
        "My opponent's only creature is an Arashin Cleric. ",
        "La seule créature de mon adversaire est un Clerc d'Arashin. Si je lance le Commandement "
        "de Silumgar en le ciblant et en choisissant les modes renvoyer en main et -3/-3, que se "
        "passe-t-il ?",
    ),
    (
        "Help me please! I really don't understand the whol",
        "Aidez-moi svp ! Je ne comprends rien à la mutation. Comment ça marche ? Je suis vraiment "
        "perdu.",
    ),
    (
        "A few turns ago I took over my opponent's Platinum",
        "Il y a quelques tours, j'ai pris le contrôle de l'Ange de platine de mon adversaire avec "
        "Entre les griffes de Bolas, et je suis maintenant à 0 point de vie. Mon adversaire "
        "essaie de reprendre l'Ange en enchantant mon Entre les griffes de Bolas avec son propre "
        "Entre les griffes de Bolas. Que se passe-t-il ?",
    ),
    (
        "I control Jegantha, the Wellspring that's enchante",
        "Je contrôle Jegantha, la Source enchantée par Libéré du réel. Est-ce que je peux "
        "utiliser le mana noir pour une grosse Absorption de l'esprit ?",
    ),
    (
        "Does Ashes of the Abhorrent stop jump-start?",
        "Est-ce que les Cendres des abjects empêchent de relancer ?",
    ),
    (
        "How does Geist of Saint Traft and Silent Arbiter w",
        "Comment le Geist de Saint Traft et l'Arbitre silencieux fonctionnent-ils ensemble ?",
    ),
    (
        "I have a Lightshield Array under my control. Will ",
        "Je contrôle un Lightshield Array. Est-ce qu'une créature mise sur le champ de bataille "
        "attaquante, comme celle de la capacité activée d'Arni Metalbrow, reçoit un marqueur à la "
        "fin du tour ?",
    ),
    (
        "I attack with Archfiend of the Dross. My opponent ",
        "J'attaque avec Archfiend of the Dross. Mon adversaire bloque avec deux créatures "
        "volantes 3/3. Est-ce que mon adversaire perd des points de vie quand ses créatures "
        "volantes meurent ?",
    ),
    (
        "If I have a 2/2 Evolving Adaptive and cast Magmati",
        "Si j'ai un Evolving Adaptive 2/2 et que je lance un Magmatic Sprinter, jusqu'à quelle "
        "taille je peux faire grossir l'Adaptive ?",
    ),
    (
        "Can I tap four creatures to make two copies of Gha",
        "Est-ce que je peux engager quatre créatures pour faire deux copies de la Découverte "
        "abominable ?",
    ),
    (
        "With two Fists of the Demigod, will my black creat",
        "Avec deux Poings du Demi-dieu, est-ce que ma créature noire a deux fois la flétrissure ?",
    ),
    (
        "How does Torbran work with Chandra, Awakened Infer",
        "Comment Torbran fonctionne-t-il avec l'emblème de Chandra, fournaise éveillée ?",
    ),
    (
        "I have a Mizzium Tank in play that's currently not",
        "J'ai un Char de mizzium en jeu qui n'est pas une créature pour l'instant. Si je lance "
        "une Course de Samut, est-ce que je peux cibler le Char, puisqu'il sera devenu une "
        "créature quand la Course se résoudra ?",
    ),
    (
        "Do the tokens created by Waylay receive the bonus ",
        "Est-ce que les jetons créés par le Guet-Apens profitent du bonus des Pétroglyphes de "
        "Muraganda ?",
    ),
    (
        'What\'s "mana value"?',
        "C'est quoi, la « valeur de mana » ?",
    ),
    (
        "I control a Venerable Warsinger that's been given ",
        "Je contrôle une Vénérable chanteguerre qui a reçu la double initiative. Si elle attaque "
        "et n'est pas bloquée, que se passe-t-il ?",
    ),
    (
        "If I cast Cram Session with an empty hand, can I c",
        "Si je lance Bachotage avec la main vide, est-ce que je peux choisir de me défausser "
        "d'une carte pour piocher une carte ?",
    ),
    (
        "My opponent controls an Owlin Shieldmage. If I cas",
        "Mon adversaire contrôle un Protecmage chouettelin. Si je lance un Débat animé en ciblant "
        "le Protecmage, est-ce que je dois me soucier du déclenchement de la parade ?",
    ),
    (
        "I attack with a 2/2 Blood Researcher and a Leech F",
        "J'attaque avec une Chercheuse en sang 2/2 et un Fanatique des sangsues. Mon adversaire "
        "bloque la Chercheuse avec deux jetons Parasite. Est-ce que ma Chercheuse aura son "
        "marqueur +1/+1 à temps, ou est-ce qu'elle meurt ?",
    ),
    (
        "If I attack my opponent with Cavalier of Night and",
        "Si j'attaque mon adversaire avec le Cavalier de la nuit et qu'il le bloque avec une 1/1, "
        "combien de points de vie je gagne ?",
    ),
    (
        "If my opponent casts Awakening of Vitu-Ghazi, can ",
        "Si mon adversaire lance l'Éveil de Vitu-Ghazi, est-ce que je peux détruire la créature "
        "qui en résulte avec l'Emprise délétère ?",
    ),
    (
        "If a player dies does the creature return back und",
        "Si un joueur meurt, est-ce que la créature revient sous le contrôle de son propriétaire "
        "? Je pensais qu'elle serait exilée.",
    ),
    (
        "In a big game if  {Oblivion Ring} someone's creatu",
        "En multijoueur, si j'exile la créature de quelqu'un avec le Cercle de l'oubli et que je "
        "perds en premier, est-ce qu'il récupère sa créature ? Ou est-ce qu'elle reste en exil ?",
    ),
    (
        "Do medallions reduce the cost of buyback, kickers,",
        "Est-ce que les médaillons réduisent le coût du rappel, du kick ou de la folie ?",
    ),
    (
        "Can I make my Morphling become a -1/7?",
        "Est-ce que je peux faire devenir mon Morphelin un -1/7 ?",
    ),
    (
        "Question: after Emrakul's ability has resolved dur",
        "Après la résolution de la capacité d'Emrakul pendant l'étape de nettoyage, est-ce que je "
        "reçois la priorité pour recommencer une pile ? Ou est-ce que le tour passe "
        "automatiquement ?",
    ),
    (
        "If I sacrifice a creature, can I regenerate it?",
        "Si je sacrifie une créature, est-ce que je peux la régénérer ?",
    ),
    (
        "What would a Lorwyn shapeshifter (such as a Change",
        "Que devient un changelin (comme le Héros changelin) si Survivre à la force des bras est "
        "en jeu ? Est-ce que c'est un Saprobionte 1/1 avec changelin, ou est-ce qu'il garde sa "
        "force et son endurance ?",
    ),
    (
        "Say you've got Hostility out, and you play Incendi",
        "J'ai l'Hostilité en jeu et je lance le Commandement incendiaire en choisissant les deux "
        "premiers modes. Est-ce que je garde mes quatre jetons 3/1 Élémental et Shamane, ou "
        "est-ce que le mode Pyroclasme les détruit ?",
    ),
    (
        "Is moving to the Command Zone always optional?",
        "Est-ce que mettre son commandant dans la zone de commandement est toujours optionnel ?",
    ),
    (
        "What effect does lethal damage have on indestructi",
        "Quel effet ont des blessures mortelles sur les cartes indestructibles ?",
    ),
    (
        "what can and can't kill an indestructible?",
        "qu'est-ce qui peut et ne peut pas tuer un indestructible ?",
    ),
    (
        "if I put Regeneration on a creature and use the ab",
        "si je mets Régénération sur une créature et que j'utilise la capacité pour la régénérer "
        "parce qu'elle va mourir au combat, est-ce que la créature quitte le jeu puis revient, "
        "en perdant son enchantement ?",
    ),
    (
        'If a card says "Sacrifice an artifact", does that ',
        "Si une carte dit « Sacrifiez un artefact », est-ce que ça compte les "
        "créatures-artefacts ?",
    ),
    (
        "Can I tap a mana generating creature then return i",
        "Est-ce que je peux engager une créature qui produit du mana puis la renvoyer en main "
        "pour une carte avec web-slinging ?",
    ),
    (
        "If a creature with lifelink and first strike deals",
        "Si une créature avec le lien de vie et l'initiative inflige des blessures à une autre "
        "créature quand elle est bloquée, est-ce qu'on peut lui donner l'indestructible avant "
        "qu'elle reçoive des blessures ?",
    ),
    (
        "If I had multiple of ACD on the field, either as c",
        "Si j'ai plusieurs Ancient Copper Dragon en jeu, des copies ou par chance, et que "
        "j'attaque et touche avec un seul, est-ce qu'ils se déclenchent tous puisque la carte ne "
        "dit pas « cette créature » mais « quand Ancient Copper Dragon attaque » ?",
    ),
    (
        "My question, can the instant be played in this way",
        "Ma question : est-ce que l'éphémère peut être joué comme ça (au milieu de l'attribution "
        "des blessures) ou est-ce qu'il va sur la pile et se résout après que toutes les "
        "blessures ont été infligées ?",
    ),
    (
        "Earthbending land + Anguish Unmaking",
        "Terrain earthbend + Annulation angoissée",
    ),
    (
        "How Does The Stack Work?",
        "Comment fonctionne la pile ?",
    ),
    (
        "Do you still have to pay additional costs when cas",
        "Est-ce qu'on doit quand même payer les coûts supplémentaires quand on lance une carte "
        "suspendue ?",
    ),
    (
        "if i have [[Ashling, The Limitless]], [[Animar, So",
        "si j'ai Ashling, the Limitless, Animar, Âme des éléments (avec 4 marqueurs dessus) et "
        "le Planétaire mécanique vedalken en jeu, je peux en gros évoquer n'importe quel "
        "élémental de ma main gratuitement à tout moment ?",
    ),
    (
        "Does Locthwain Lancer gain the ability to tap for ",
        "Est-ce que Locthwain Lancer gagne la capacité de s'engager pour du mana bleu ?",
    ),
    (
        "I said to him that it won't die to state based act",
        "Je lui ai dit qu'elle ne mourra pas par une action basée sur un état parce que "
        "l'indestructible empêche la tortue d'être détruite malgré son endurance de -5, est-ce "
        "que j'ai raison ou c'est lui ?",
    ),
    (
        "But there is one thing that always confuses me - F",
        "Mais il y a une chose qui m'embrouille toujours : l'initiative. Aidez-moi à comprendre "
        "comment ça marche.",
    ),
    (
        'What\'s the deal with "Shadow?"',
        "C'est quoi le principe de la « distorsion » ?",
    ),
    (
        "If I play Control Magic on a creature of my oppone",
        "Si je joue Contrôle magique sur une créature de mon adversaire et qu'il détruit ensuite "
        "le Contrôle magique, est-ce que la créature revient sous son contrôle ?",
    ),
    (
        "If you have a couple of other slivers out like Clo",
        "Si on a d'autres slivoïdes en jeu comme le Slivoïde coagulé (les slivoïdes peuvent se "
        "régénérer pour 2) et le Slivoïde musclé (les slivoïdes gagnent +1/+1), est-ce que ces "
        "effets sont annulés par la capacité du Slivoïde cristallin ?",
    ),
    (
        "If my opponent cast Animate Dead on my Iridescent ",
        "Si mon adversaire lance Animation des morts sur mon Ange iridescente dans mon "
        "cimetière, le sort se résout, l'ange passe sous son contrôle mais est aussitôt "
        "détruite, et l'ange revient dans mon cimetière, c'est bien ça ?",
    ),
    (
        "Also, it's legal if your opponent attacks you and ",
        "Et c'est légal si mon adversaire m'attaque que je lance Humiliation sur sa créature "
        "puis que je la bloque, non ?",
    ),
    (
        "Ok, say my opponent plays a Plague Wind and I have",
        "Disons que mon adversaire joue Vent de peste et que je n'ai qu'une créature en jeu. "
        "Est-ce que je peux utiliser Diversion, puisque le Vent de peste ne cible en fait qu'un "
        "seul permanent, et détruire les créatures de mon adversaire ?",
    ),
    (
        "If I had 2 Sylvan Libraries out, would I be able t",
        "Si j'avais 2 Bibliothèques sylvestres en jeu, est-ce que je pourrais piocher 4 cartes "
        "de plus ?",
    ),
    (
        "If I turn Glacial Chasm into a swamp, causing it t",
        "Si je transforme le Précipice glaciaire en marais, ce qui lui fait perdre ses "
        "capacités, est-ce que je peux alors infliger des blessures à mon adversaire ?",
    ),
    (
        "When you play madness, do you have to put it on th",
        "Quand on joue la folie, est-ce qu'il faut mettre le sort sur la pile dès qu'il est joué "
        "ou est-ce que ça peut être n'importe quand avant de passer la priorité ?",
    ),
    (
        "He then procedes to take his turn and attack me wi",
        "Il a ensuite joué son tour et m'a attaqué avec le dragon qu'il avait posé pendant ma "
        "fin de tour. Ma question : est-ce qu'il peut faire ça ?",
    ),
    (
        "Won't the Mogg Maniac die upon the resolution of E",
        "Est-ce que le Maniaque mogg ne va pas mourir à la résolution du Tremblement de terre "
        "avant que les en-kor aient le temps de lui rediriger les blessures ?",
    ),
    (
        "Do beginning of upkeep effects stack?",
        "Est-ce que les effets de début d'entretien vont sur la pile ?",
    ),
    (
        "I control Parallel Lives and cast Stangg. What hap",
        "Je contrôle Vies parallèles et je lance Stangg. Que se passe-t-il avec les jetons ?",
    ),
    (
        "I control Anhelo, the Painter equipped with Vetera",
        "Je contrôle Anhelo, the Painter équipé de l'Arme de poing du vétéran. Que se passe-t-il "
        "si je sacrifie Anhelo pour payer le coût de casualty d'un sort qui ne l'a pas "
        "normalement, comme Option ?",
    ),
    (
        "My Iron-Heart Chimera got a +2/+2 counter",
        "Ma Chimère au coeur de fer a reçu un marqueur +2/+2, puis deux marqueurs -1/-1 de la "
        "Machine à contagion. Est-ce que les marqueurs -1/-1 sont encore là pour proliférer ?",
    ),
    (
        "Say this someone managed to transform said card",
        "Disons que quelqu'un a réussi à transformer cette carte en sa forme 13/13 avec le "
        "piétinement, puis a lancé un Métamorphe phyrexian dessus (ou un autre clone, si ça "
        "change quelque chose). Le Métamorphe arrive-t-il transformé, ou en 0/3 avec le "
        "défenseur ?",
    ),
    (
        "I cast Clone, making my own copy of Nicol Bolas",
        "Je lance un Clone qui copie Nicol Bolas. Que se passe-t-il si j'active la capacité de mon "
        "Nicol Bolas cloné ?",
    ),
    (
        "Say my opponent plays Dryad Arbor.",
        "Disons que mon adversaire joue une Charmille dryade. Est-ce que je peux la contrecarrer "
        "avec une Révocation que j'ai en main ?",
    ),
    (
        "A question about Lands entering with Torpor Orb",
        "Une question sur les terrains qui arrivent avec l'Orbe de torpeur, la Cloche de Kormus et "
        "Urborg, tombe de Yaugzebul sur le champ de bataille. Pour confirmer : les Everglades "
        "arriveraient quand même engagés, mais je n'aurais pas à renvoyer un marais dans ma main ?",
    ),
    (
        "Aspect of Mongoose is counterspelled",
        "L'Aspect de la mangouste est contrecarré : est-ce qu'il retourne dans la main de son "
        "propriétaire ? Ou est-ce que « depuis le jeu » veut dire « depuis le champ de "
        "bataille » ?",
    ),
    (
        "If I put Eternal Witness onto the battlefield with",
        "Si je mets un Témoin éternel sur le champ de bataille avec la Compagnie rassemblée, "
        "est-ce que la capacité d'arrivée du Témoin peut renvoyer la Compagnie rassemblée dans "
        "ma main ?",
    ),
    (
        "If I use Reanimate to put Platinum Emperion",
        "Si j'utilise Réanimation pour mettre l'Emperion de platine sur le champ de bataille, "
        "est-ce que je perds quand même 8 points de vie à cause de Réanimation ?",
    ),
    (
        "Can spells cast only with Phyrexian mana be Nixed",
        "Est-ce que les sorts lancés uniquement avec du mana phyrexian peuvent être contrecarrés "
        "par Rien, ou est-ce que payer les 2 points de vie compte comme payer le mana phyrexian ?",
    ),
    (
        "Does the player who goes first skip his entire",
        "Est-ce que le joueur qui commence passe tout son début de tour, dégagement, entretien, "
        "pioche ? Ou seulement la pioche ?",
    ),
    (
        "If I Mindslaver my opponent who controls",
        "Si je contrôle mon adversaire avec l'Esclavagiste d'âmes et qu'il contrôle un Dévoreur "
        "d'âme intrus, est-ce que je peux lui faire payer des points de vie jusqu'à 0 ou -1 pour "
        "qu'il meure ?",
    ),
    (
        "I control Vorinclex, Monstrous Raider and cast Yotia",
        "Je contrôle Vorinclex, pillard monstrueux et je lance Yotia Declares War en choisissant "
        "de passer directement au chapitre II. Que se passe-t-il ?",
    ),
    (
        "If my non-creature artifact un-suspends from Jhoira",
        "Si mon artefact non-créature sort de suspension grâce à Djoïra des Guitûks et que "
        "j'utilise Karn, Golem d'argent pour en faire une créature-artefact, a-t-il la célérité ?",
    ),
    (
        "How does Rule of Law interact with Guile?",
        "Comment l'Autorité de la loi interagit-elle avec Sagacité ? Plus précisément, si je joue "
        "un sort et que mon adversaire joue un sort pour le contrecarrer, peut-il encore jouer mon "
        "sort d'origine avec la capacité de Sagacité ?",
    ),
    (
        "If two Volrath's Shapeshifters are in play",
        "Si deux Changeformes de Wöhlrajh sont en jeu, que la carte du dessus de mon cimetière est "
        "une Carcasse protéenne et que mon adversaire joue Colère de Dieu, est-ce que j'aurai deux "
        "déclenchements de la Carcasse ?",
    ),
    (
        "So I'm attacking with Akroma, Angel of Wrath",
        "J'attaque avec Akroma, ange de la Colère et le joueur défenseur essaie d'utiliser la "
        "partie Order d'Order // Chaos sur elle. Est-ce que c'est légal ?",
    ),
    (
        "How much does it cost to play Spell Burst",
        "Combien coûte l'Explosion de sort en ciblant un sort face cachée ?",
    ),
    (
        "can I attack with a mutated creature right away?",
        "est-ce que je peux attaquer tout de suite avec une créature mutée ?",
    ),
    (
        "what happens when the creature I try to mutate",
        "que se passe-t-il quand la créature sur laquelle j'essaie de muter est détruite en "
        "réponse ?",
    ),
]


def english_question(start: str) -> RealQuestion:
    """The one English real question starting so."""
    (found,) = [
        question
        for questions in REAL_QUESTION_SETS.values()
        for question in questions
        if question.lang == "en" and question.text.startswith(start)
    ]
    return found


def _in_french(start: str, french_text: str) -> RealQuestion:
    english = english_question(start)
    note = "translated from the English question by Grimoire's developers"
    return RealQuestion("fr", french_text, english.expected, english.source, note)


# (the English real question, the same question in French)
TRANSLATED_QUESTIONS = [
    (english_question(start), _in_french(start, french)) for start, french in _FRENCH_VERSIONS
]
