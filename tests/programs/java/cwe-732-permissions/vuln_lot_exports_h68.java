// A lot exports program of the h68 set (cwe-732-permissions).
// pearl farms: writes the nightly price list and buyer settlement ledger for the auction house pickup
package pf.lagonbleu.exports;

import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public final class LotExports {

    record PriceLine(String lotCode, String grade, BigDecimal reserveXpf) {}
    record Settlement(String buyer, String iban, String lotCode, BigDecimal hammerXpf) {}

    sealed interface Export permits PriceList, BuyerLedger {}
    record PriceList(LocalDate date, List<PriceLine> lines) implements Export {}
    record BuyerLedger(LocalDate date, List<Settlement> settlements) implements Export {}

    private static final Path OUTBOX = Path.of("/var/lib/lagonbleu/outbox");

    static String permissionsFor(Export export) {
        return switch (export) {
            case PriceList p -> "rw-r--r--";
            case BuyerLedger l -> "rw-rw-rw-";
        };
    }

    static String csv(Export export) {
        return switch (export) {
            case PriceList(var date, var lines) -> Stream.concat(
                            Stream.of("lot,grade,reserve_xpf"),
                            lines.stream().map(l -> "%s,%s,%s".formatted(l.lotCode(), l.grade(), l.reserveXpf())))
                    .collect(Collectors.joining("\n", "", "\n"));
            case BuyerLedger(var date, var settlements) -> Stream.concat(
                            Stream.of("buyer,iban,lot,hammer_xpf"),
                            settlements.stream().map(s -> "%s,%s,%s,%s".formatted(s.buyer(), s.iban(), s.lotCode(), s.hammerXpf())))
                    .collect(Collectors.joining("\n", "", "\n"));
        };
    }

    static Path write(Export export) throws IOException {
        var name = switch (export) {
            case PriceList(var date, var lines) -> "prices-%s.csv".formatted(date);
            case BuyerLedger(var date, var settlements) -> "ledger-%s.csv".formatted(date);
        };
        var target = OUTBOX.resolve(name);
        Files.writeString(target, csv(export), StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString(permissionsFor(export)));
        return target;
    }

    // stand-in for the auction database query
    static List<Export> tonight(LocalDate date) {
        return List.of(
                new PriceList(date, List.of(
                        new PriceLine("TAH-25-031", "A", new BigDecimal("185000")),
                        new PriceLine("TAH-25-032", "B", new BigDecimal("92000")))),
                new BuyerLedger(date, List.of(
                        new Settlement("Kobe Pearl Trading", "FR7630006000011234567890189", "TAH-25-017", new BigDecimal("1240000")),
                        new Settlement("Maison Orient Perles", "FR7610107001011234567890129", "TAH-25-019", new BigDecimal("860000")))));
    }

    static void run(ServerRequest req, ServerResponse res) {
        var date = req.query().first("date").asOptional().map(LocalDate::parse).orElseGet(LocalDate::now);
        try {
            Files.createDirectories(OUTBOX);
            var written = tonight(date).stream()
                    .map(e -> {
                        try {
                            return write(e).getFileName().toString();
                        } catch (IOException io) {
                            throw new UncheckedIOException(io);
                        }
                    })
                    .collect(Collectors.joining(", "));
            res.send("wrote " + written);
        } catch (IOException | UncheckedIOException e) {
            res.status(Status.INTERNAL_SERVER_ERROR_500).send("export failed: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        WebServer.builder()
                .port(8090)
                .routing(r -> r.post("/exports/nightly", LotExports::run))
                .build()
                .start();
    }
}
