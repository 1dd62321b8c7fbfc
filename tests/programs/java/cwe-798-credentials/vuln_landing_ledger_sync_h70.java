// A landing ledger sync program of the h70 set (cwe-798-credentials).
package com.kelpline.harvest.ledger;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Date;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "ledger-sync", mixinStandardHelpOptions = true,
        description = "Import landing weights (boat,date,species,kg,site) into the co-op ledger database.")
class LandingLedgerSync implements Callable<Integer> {

    record Landing(String boat, LocalDate day, String species, double kg, String site) {}

    private static final Map<String, Supplier<String>> DB = Map.of(
            "url", () -> Optional.ofNullable(System.getenv("LEDGER_DB_URL"))
                    .orElse("jdbc:postgresql://ledger-db.kelpline.ie:5432/landings"),
            "user", () -> Optional.ofNullable(System.getenv("LEDGER_DB_USER")).orElse("ledger_loader"),
            "password", () -> Optional.ofNullable(System.getenv("LEDGER_DB_PASSWORD")).orElse("Wr4ck&Dulse!2024"));

    @Parameters(index = "0", description = "CSV exported from the weighbridge handheld")
    Path export;

    @Option(names = "--species", split = ",", description = "only import these species")
    List<String> species = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        List<Landing> landings;
        try (var lines = Files.lines(export)) {
            landings = lines.skip(1)
                    .map(l -> l.split(","))
                    .filter(f -> f.length == 5)
                    .map(f -> new Landing(f[0].strip(), LocalDate.parse(f[1].strip()), f[2].strip().toLowerCase(),
                            Double.parseDouble(f[3]), f[4].strip()))
                    .filter(l -> species.isEmpty() || species.contains(l.species()))
                    .toList();
        }
        Map<String, Double> perBoat = landings.stream()
                .collect(Collectors.groupingBy(Landing::boat, Collectors.summingDouble(Landing::kg)));

        try (Connection db = DriverManager.getConnection(DB.get("url").get(), DB.get("user").get(), DB.get("password").get());
             PreparedStatement insert = db.prepareStatement(
                     "INSERT INTO landings (boat, landed_on, species, kg, site) VALUES (?, ?, ?, ?, ?) "
                             + "ON CONFLICT (boat, landed_on, species, site) DO UPDATE SET kg = EXCLUDED.kg")) {
            db.setAutoCommit(false);
            for (Landing l : landings) {
                insert.setString(1, l.boat());
                insert.setDate(2, Date.valueOf(l.day()));
                insert.setString(3, l.species());
                insert.setDouble(4, l.kg());
                insert.setString(5, l.site());
                insert.addBatch();
            }
            insert.executeBatch();
            db.commit();
        }
        perBoat.forEach((boat, kg) -> System.out.printf("%-12s %10.1f kg%n", boat, kg));
        return 0;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new LandingLedgerSync()).execute(args));
    }
}
