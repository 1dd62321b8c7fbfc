// A dive vouchers program of the h71 set (cwe-330-random).
package au.coralsteps.diveshop.vouchers;

import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import io.javalin.Javalin;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.ServiceUnavailableResponse;
import io.javalin.http.UnauthorizedResponse;

record Voucher(String code, String product, int valueCents, LocalDate expires, boolean redeemed) {}

record IssueRequest(String product, int valueCents, String purchaserEmail) {}

class VoucherService {
    // no 0/O or 1/I so codes can be read out over the phone
    private static final char[] ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ".toCharArray();
    private static final int CODE_LENGTH = 10;
    private static final int MAX_ATTEMPTS = 5;

    private final Map<String, Voucher> vouchers = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    String newCode() {
        StringBuilder code = new StringBuilder("DIVE-");
        for (int i = 0; i < CODE_LENGTH; i++) {
            code.append(ALPHABET[random.nextInt(ALPHABET.length)]);
        }
        return code.toString();
    }

    Optional<Voucher> issue(IssueRequest req) {
        issuing:
        for (int attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            String code = newCode();
            if (vouchers.containsKey(code)) {
                continue issuing;
            }
            Voucher v = new Voucher(code, req.product(), req.valueCents(), LocalDate.now().plusYears(1), false);
            if (vouchers.putIfAbsent(code, v) == null) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    Optional<Voucher> find(String code) {
        return Optional.ofNullable(code).map(String::toUpperCase).map(vouchers::get);
    }
}

class VoucherApp {
    private static final Map<String, Integer> PRODUCTS = Map.of(
            "discover-scuba", 18900, "two-tank-boat", 24500, "open-water-course", 69900);

    public static void main(String[] args) {
        VoucherService service = new VoucherService();
        String tillToken = System.getenv("TILL_TOKEN");

        Javalin.create()
                .before("/vouchers", ctx -> {
                    if (tillToken == null || !tillToken.equals(ctx.header("X-Till-Token"))) {
                        throw new UnauthorizedResponse();
                    }
                })
                .post("/vouchers", ctx -> issue(ctx, service))
                .get("/vouchers/{code}", ctx -> service.find(ctx.pathParam("code"))
                        .filter(v -> !v.redeemed() && !v.expires().isBefore(LocalDate.now()))
                        .ifPresentOrElse(v -> ctx.json(Map.of("product", v.product(), "expires", v.expires())),
                                () -> ctx.status(404).result("unknown or used voucher")))
                .start(7001);
    }

    static void issue(Context ctx, VoucherService service) {
        IssueRequest req = ctx.bodyAsClass(IssueRequest.class);
        Integer price = PRODUCTS.get(req.product());
        if (price == null) {
            throw new BadRequestResponse("unknown product");
        }
        Voucher v = service.issue(new IssueRequest(req.product(), price, req.purchaserEmail()))
                .orElseThrow(() -> new ServiceUnavailableResponse("could not allocate a voucher code"));
        ctx.status(201).json(v);
    }
}
