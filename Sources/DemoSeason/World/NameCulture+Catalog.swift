/// The name pools. Every diacritic the transforms must survive (ğ ş ı İ ø å é ñ ł Ł ü ö ç ã)
/// appears in them.
extension NameCulture {
    /// The league's own people (fictional country).
    package static let local = NameCulture(
        firstNames: [
            "Aldric", "Benedek", "Corvin", "Dorian", "Emil", "Fabian", "Gerrit", "Hakon", "Ivo",
            "Jory", "Kasimir", "Lennart", "Matthis", "Nils", "Oren", "Pavel", "Rasmus", "Silas",
            "Tobiah", "Valentin", "Wendel", "Yannick", "Anselm", "Bastian", "Cassius", "Darian"
        ],
        lastNames: [
            "Ashgrove", "Brenner", "Carrow", "Dunmore", "Ellery", "Farrow", "Garrick", "Hollins",
            "Ivers", "Jessup", "Kettering", "Lindqvist", "Marlow", "Norcott", "Oakes", "Pemberton",
            "Quill", "Rainer", "Sallow", "Thorne", "Underhill", "Vance", "Whitlock", "Yardley",
            "Averill", "Blackwood", "Cresswell", "Dunstan", "Elsworth", "Fenwick", "Galloway",
            "Hartigan", "Kilbride", "Loxley", "Merriman", "Northam", "O'Rourke", "Prentice"
        ],
        origins: []
    )

    /// Everyone else, by culture.
    package static let foreign: [NameCulture] = [
        NameCulture(
            firstNames: [
                "İlker", "Şahin", "Emre", "Burak", "Oğuz", "Kerem", "Yiğit", "Çağlar", "Doğan",
                "Mert", "Barış", "Ufuk"
            ],
            lastNames: [
                "Yıldızoğlu", "Kılıçarslan", "Şensoy", "Gündoğdu", "Özkaya", "Çelikten", "Doğanay",
                "Ağaoğlu", "Erdoğmuş", "Karataş"
            ],
            origins: [Origin(country: "Turkey", places: ["İstanbul", "İzmir", "Trabzon", "Eskişehir"])]
        ),
        NameCulture(
            firstNames: [
                "Søren", "Bjørn", "Jørgen", "Ørjan", "Asbjørn", "Eirik", "Magnus", "Sindre",
                "Troels", "Kåre"
            ],
            lastNames: [
                "Bjørnstad", "Sørlie", "Løvås", "Strømsnes", "Kjærgaard", "Høiland", "Vestøl",
                "Grønvold", "Åsheim", "Lindø"
            ],
            origins: [
                Origin(country: "Norway", places: ["Bergen", "Tromsø", "Stavanger"]),
                Origin(country: "Denmark", places: ["Aarhus", "Odense", "Aalborg"])
            ]
        ),
        NameCulture(
            firstNames: [
                "Théo", "Rémi", "Loïc", "Jérémie", "Aurélien", "Benoît", "Clément", "Hervé",
                "Mathéo", "Noé"
            ],
            lastNames: [
                "Lefèvre", "Bérenger", "Delacôte", "Fréchette", "Mérault", "Pélissier", "Géraud",
                "Thévenet", "Vallée", "Boucherée"
            ],
            origins: [
                Origin(country: "France", places: ["Lyon", "Rennes", "Nantes", "Saint-Étienne"]),
                Origin(country: "Belgium", places: ["Liège", "Namur"])
            ]
        ),
        NameCulture(
            firstNames: [
                "Iñaki", "Joaquín", "Martín", "Sebastián", "Andrés", "Ramón", "Tomás", "Álvaro",
                "Cristóbal", "Ignacio"
            ],
            lastNames: [
                "Muñoz", "Peñalver", "Ibáñez", "Cañizares", "Ordóñez", "Montaño", "Zúñiga",
                "Castañeda", "Avendaño", "Quiñones"
            ],
            origins: [
                Origin(country: "Spain", places: ["Sevilla", "Bilbao", "A Coruña", "Málaga"]),
                Origin(country: "Argentina", places: ["Rosario", "Córdoba", "Mendoza"])
            ]
        ),
        NameCulture(
            firstNames: [
                "Łukasz", "Paweł", "Michał", "Wojciech", "Grzegorz", "Bartłomiej", "Przemysław",
                "Kamil", "Mateusz", "Jakub"
            ],
            lastNames: [
                "Łapiński", "Wiśniewicz", "Kowalczyk", "Błaszczak", "Dąbrowicz", "Sołtysik",
                "Włodarczyk", "Jędrzejak", "Łozowski", "Żmudziński"
            ],
            origins: [Origin(country: "Poland", places: ["Kraków", "Łódź", "Gdańsk", "Poznań"])]
        ),
        NameCulture(
            firstNames: [
                "Jürgen", "Lüder", "Tobias", "Maximilian", "Jörg", "Lukas", "Niklas", "Moritz",
                "Florian", "Dominik"
            ],
            lastNames: [
                "Grünberger", "Schäfermann", "Köhlbrand", "Brückner", "Führmann", "Hübscher",
                "Lüttgen", "Düring", "Bürkle", "Mößner"
            ],
            origins: [
                Origin(country: "Germany", places: ["Köln", "Mönchengladbach", "Würzburg"]),
                Origin(country: "Austria", places: ["Graz", "Linz"])
            ]
        ),
        NameCulture(
            firstNames: [
                "João", "Luís", "Caio", "Thiago", "Vinícius", "Gonçalo", "Rodrigo", "Sérgio",
                "Otávio", "Davi"
            ],
            lastNames: [
                "Araújo", "Conceição", "Gonçalves", "Magalhães", "Sampaio", "Brandão", "Falcão",
                "Simões", "Assunção", "Guimarães"
            ],
            origins: [
                Origin(country: "Brazil", places: ["Belo Horizonte", "Goiânia", "Curitiba"]),
                Origin(country: "Portugal", places: ["Braga", "Guimarães", "Setúbal"])
            ]
        ),
        NameCulture(
            firstNames: [
                "Moussa", "Ibrahima", "Kwame", "Seydou", "Chukwuemeka", "Yaya", "Abdou", "Kofi",
                "Ousmane", "Cheikh"
            ],
            lastNames: [
                "Diabaté", "Kouyaté", "Ndiaye", "Asante", "Okafor", "Sissoko", "Bamba", "Owusu",
                "Camara", "Adéyemi"
            ],
            origins: [
                Origin(country: "Senegal", places: ["Dakar", "Thiès"]),
                Origin(country: "Ghana", places: ["Kumasi", "Accra"]),
                Origin(country: "Nigeria", places: ["Enugu", "Ibadan"])
            ]
        )
    ]

    /// Every real country a person can come from, for the `countries` catalog.
    package static var foreignCountries: [String] {
        foreign.flatMap { $0.origins.map(\.country) }
    }
}
