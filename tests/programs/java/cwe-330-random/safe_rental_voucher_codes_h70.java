// A rental voucher codes program of the h70 set (cwe-330-random).
package se.isbanan.rink.vouchers;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.security.SecureRandom;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

class RentalVoucherService {

    enum Kind { SKATES, SKATES_AND_HELMET, SHARPENING }

    record Voucher(String code, Kind kind, Instant expires, boolean redeemed) {
        Voucher redeem() {
            return new Voucher(code, kind, expires, true);
        }
    }

    record IssueRequest(Kind kind, int count, int validDays) {}

    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();

    private final Map<String, Voucher> vouchers = new ConcurrentHashMap<>();
    private final SecureRandom rng = new SecureRandom();

    private final Supplier<String> codes = () -> IntStream.range(0, 10)
            .mapToObj(i -> String.valueOf(ALPHABET[rng.nextInt(ALPHABET.length)]))
            .collect(Collectors.joining())
            .replaceFirst("(.{5})", "$1-");

    void issue(Context ctx) {
        IssueRequest req = ctx.bodyAsClass(IssueRequest.class);
        if (req.kind() == null || req.count() < 1 || req.count() > 500) {
            ctx.status(400).result("count must be 1..500");
            return;
        }
        Instant expires = Instant.now().plus(Math.max(1, req.validDays()), ChronoUnit.DAYS);
        List<Voucher> batch = IntStream.range(0, req.count())
                .mapToObj(i -> new Voucher(codes.get(), req.kind(), expires, false))
                .filter(v -> vouchers.putIfAbsent(v.code(), v) == null)
                .toList();
        ctx.status(201).json(batch);
    }

    void redeem(Context ctx) {
        String code = ctx.pathParam("code").toUpperCase();
        Optional<Voucher> result = Optional.ofNullable(vouchers.get(code))
                .filter(v -> !v.redeemed())
                .filter(v -> v.expires().isAfter(Instant.now()))
                .map(v -> vouchers.computeIfPresent(code, (k, old) -> old.redeemed() ? old : old.redeem()));
        result.ifPresentOrElse(
                v -> ctx.json(Map.of("code", v.code(), "kind", v.kind(), "status", "redeemed")),
                () -> ctx.status(404).json(Map.of("code", code, "status", "invalid or used")));
    }

    public static void main(String[] args) {
        RentalVoucherService service = new RentalVoucherService();
        Javalin.create()
                .post("/desk/vouchers", service::issue)
                .post("/rental/vouchers/{code}/redeem", service::redeem)
                .start(8085);
    }
}
