// door pin issuer (h58 set)
package com.seabrookhotels.access;

import io.javalin.Javalin;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

final class DoorPinIssuer {

    record DoorCode(String room, String pin, Instant validUntil) {}

    interface LockGateway {
        CompletableFuture<Void> program(String room, String pin, Instant validUntil);
    }

    private static final int PIN_DIGITS = 6;

    private final Random random = new Random();
    private final LockGateway locks;
    private final Clock clock;

    DoorPinIssuer(LockGateway locks, Clock clock) {
        this.locks = locks;
        this.clock = clock;
    }

    private final Supplier<String> pinGenerator = () -> IntStream.range(0, PIN_DIGITS)
            .mapToObj(i -> Integer.toString(random.nextInt(10)))
            .collect(Collectors.joining());

    private DoorCode issue(String room, int nights) {
        Instant checkout = clock.instant().plus(nights, ChronoUnit.DAYS).truncatedTo(ChronoUnit.DAYS)
                .plus(11, ChronoUnit.HOURS);
        return new DoorCode(room, pinGenerator.get(), checkout);
    }

    void checkIn(Context ctx) {
        String room = ctx.pathParam("room");
        if (!room.matches("[1-9][0-9]{2,3}")) {
            throw new BadRequestResponse("unknown room");
        }
        int nights = ctx.formParamAsClass("nights", Integer.class)
                .check(n -> n > 0 && n <= 30, "nights must be 1-30")
                .get();

        DoorCode code = issue(room, nights);
        ctx.future(() -> locks.program(code.room(), code.pin(), code.validUntil())
                .thenRun(() -> ctx.status(HttpStatus.CREATED).json(Map.of(
                        "room", code.room(),
                        "pin", code.pin(),
                        "validUntil", code.validUntil().toString()))));
    }

    static void mount(Javalin app, DoorPinIssuer issuer) {
        app.post("/frontdesk/rooms/{room}/check-in", issuer::checkIn);
    }
}
