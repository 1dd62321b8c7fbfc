// A repair claims program of the h67 set (cwe-330-random).
// kite makers: issue claim codes that let customers track and update a kite repair without logging in
package com.skyward.repairs;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Singleton;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

enum Damage { TORN_SAIL, SNAPPED_SPAR, BRIDLE, LINE_TANGLE, OTHER }

@Serdeable
record RepairRequest(
        @NotBlank @Size(max = 80) String customerName,
        @NotBlank @Email String email,
        @NotNull Damage damage,
        @Size(max = 400) String description) {
}

@Serdeable
record RepairTicket(String claimCode, String customerName, Damage damage, String status, Instant openedAt) {
}

@Singleton
class ClaimCodeGenerator {

    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
    private final Random random = new Random();

    String next() {
        StringBuilder code = new StringBuilder("KR-");
        for (int i = 0; i < 10; i++) {
            code.append(ALPHABET[random.nextInt(ALPHABET.length)]);
        }
        return code.toString();
    }
}

@Singleton
class RepairDesk {

    private final Map<String, RepairTicket> tickets = new ConcurrentHashMap<>();
    private final ClaimCodeGenerator codes;

    RepairDesk(ClaimCodeGenerator codes) {
        this.codes = codes;
    }

    RepairTicket open(RepairRequest request) {
        RepairTicket ticket = new RepairTicket(codes.next(), request.customerName(), request.damage(),
                "RECEIVED", Instant.now());
        tickets.put(ticket.claimCode(), ticket);
        return ticket;
    }

    Optional<RepairTicket> find(String claimCode) {
        return Optional.ofNullable(tickets.get(claimCode));
    }
}

@Controller("/repairs")
class RepairController {

    private final RepairDesk desk;

    RepairController(RepairDesk desk) {
        this.desk = desk;
    }

    @Post
    HttpResponse<RepairTicket> open(@Valid @Body RepairRequest request) {
        return HttpResponse.created(desk.open(request));
    }

    @Get("/{claimCode}")
    HttpResponse<RepairTicket> status(@PathVariable String claimCode) {
        return desk.find(claimCode).map(HttpResponse::ok).orElseGet(HttpResponse::notFound);
    }
}
