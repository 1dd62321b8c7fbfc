// A ticket vault program of the h69 set (cwe-327-cipher).
package com.heelandsole.tickets;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@Component
class ContactSealer {
    private final SecretKey key;

    ContactSealer(@Value("${tickets.contact-key}") String base64Key) {
        byte[] raw = Base64.getDecoder().decode(base64Key);
        this.key = new SecretKeySpec(raw, "DESede");
    }

    String seal(String plain) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("DESede/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        byte[] out = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(out);
    }

    String open(String sealed) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("DESede/ECB/PKCS5Padding");
        cipher.init(Cipher.DECRYPT_MODE, key);
        byte[] plain = cipher.doFinal(Base64.getDecoder().decode(sealed));
        return new String(plain, StandardCharsets.UTF_8);
    }
}

record RepairRequest(String customerName, String phone, String address, String work) {}

record StoredTicket(long number, String customerName, String sealedPhone, String sealedAddress, String work) {}

record TicketView(long number, String customerName, String phone, String address, String work) {}

@RestController
class RepairTicketController {
    private final ContactSealer sealer;
    private final Map<Long, StoredTicket> rack = new ConcurrentHashMap<>();
    private final AtomicLong sequence = new AtomicLong(4100);

    RepairTicketController(ContactSealer sealer) {
        this.sealer = sealer;
    }

    @PostMapping("/tickets")
    ResponseEntity<Long> open(@RequestBody RepairRequest req) throws GeneralSecurityException {
        long number = sequence.incrementAndGet();
        rack.put(number, new StoredTicket(number, req.customerName(),
                sealer.seal(req.phone()), sealer.seal(req.address()), req.work()));
        return ResponseEntity.ok(number);
    }

    @GetMapping("/tickets/{number}")
    ResponseEntity<TicketView> show(@PathVariable long number) throws GeneralSecurityException {
        StoredTicket t = rack.get(number);
        if (t == null) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(new TicketView(t.number(), t.customerName(),
                sealer.open(t.sealedPhone()), sealer.open(t.sealedAddress()), t.work()));
    }
}
