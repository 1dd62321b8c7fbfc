// A workshop voucher program of the h63 set (cwe-330-random).
package jp.kobonsai.workshops.api;

import java.time.LocalDate;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

record Voucher(String code, String workshopId, int seats, LocalDate validUntil) {}

record VoucherRequest(int seats) {}

interface CodeGenerator {
    String next();
}

class AlphabetCodeGenerator implements CodeGenerator {
    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
    private final Random random = new Random();

    @Override
    public String next() {
        StringBuilder code = new StringBuilder("BON-");
        for (int i = 0; i < 12; i++) {
            code.append(ALPHABET[random.nextInt(ALPHABET.length)]);
        }
        return code.toString();
    }
}

class VoucherLedger {
    private final Map<String, Voucher> vouchers = new ConcurrentHashMap<>();

    void store(Voucher voucher) { vouchers.put(voucher.code(), voucher); }

    Optional<Voucher> redeem(String code) { return Optional.ofNullable(vouchers.remove(code)); }
}

class VoucherService {
    private final CodeGenerator generator;
    private final VoucherLedger ledger;

    VoucherService(CodeGenerator generator, VoucherLedger ledger) {
        this.generator = generator;
        this.ledger = ledger;
    }

    Voucher issue(String workshopId, int seats) {
        if (seats < 1 || seats > 6) {
            throw new IllegalArgumentException("a voucher covers 1 to 6 seats");
        }
        Voucher voucher = new Voucher(generator.next(), workshopId, seats, LocalDate.now().plusMonths(12));
        ledger.store(voucher);
        return voucher;
    }

    Optional<Voucher> redeem(String code) { return ledger.redeem(code); }
}

@Path("/workshops/{workshopId}/vouchers")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
class VoucherResource {
    private static final VoucherService SERVICE = new VoucherService(new AlphabetCodeGenerator(), new VoucherLedger());

    @POST
    @RolesAllowed("front-desk")
    public Response issue(@PathParam("workshopId") String workshopId, VoucherRequest request) {
        try {
            return Response.status(Response.Status.CREATED).entity(SERVICE.issue(workshopId, request.seats())).build();
        } catch (IllegalArgumentException e) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
    }

    @POST
    @Path("/{code}/redeem")
    public Response redeem(@PathParam("code") String code) {
        return SERVICE.redeem(code)
                .map(v -> Response.ok(v).build())
                .orElseGet(() -> Response.status(Response.Status.NOT_FOUND).build());
    }
}
