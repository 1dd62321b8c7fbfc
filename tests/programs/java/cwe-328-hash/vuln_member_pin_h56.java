// Micronaut controller that lets library patrons change the PIN for their borrowing card
package org.riverbendlibrary.patrons;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Put;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.function.Predicate;

@Controller("/patrons")
public class PatronPinController {

    public record PinChange(String currentPin, String newPin) {}

    public interface PatronStore {
        Optional<String> pinHash(String cardNumber);
        void savePinHash(String cardNumber, String hash);
    }

    private static final Predicate<String> WELL_FORMED = p -> p != null && p.matches("\\d{4,8}");

    private final PatronStore store;

    public PatronPinController(PatronStore store) {
        this.store = store;
    }

    static String hashPin(String pin) {
        try {
            MessageDigest md = MessageDigest.getInstance("MD5");
            return HexFormat.of().formatHex(md.digest(pin.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static boolean verifyPin(String pin, String stored) {
        byte[] candidate = hashPin(pin).getBytes(StandardCharsets.UTF_8);
        return MessageDigest.isEqual(candidate, stored.getBytes(StandardCharsets.UTF_8));
    }

    @Put("/{card}/pin")
    public HttpResponse<String> changePin(@PathVariable String card, @Body PinChange change) {
        if (!WELL_FORMED.test(change.newPin()) || change.currentPin() == null) {
            return HttpResponse.badRequest("PIN must be 4-8 digits");
        }
        if (!store.pinHash(card).map(stored -> verifyPin(change.currentPin(), stored)).orElse(false)) {
            return HttpResponse.unauthorized();
        }
        store.savePinHash(card, hashPin(change.newPin()));
        return HttpResponse.noContent();
    }
}
