// A ticket vault program of the h69 set (cwe-327-cipher).
package com.heelandsole.tickets;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
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
    private final SecureRandom random = new SecureRandom();

    ContactSealer(@Value("${tickets.contact-key}") String base64Key) {
        byte[] raw = Base64.getDecoder().decode(base64Key);
        this.key = new SecretKeySpec(raw, "AES");
    }

    String seal(String plain) throws GeneralSecurityException {
        byte[] iv = new byte[12];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] body = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
        byte[] out = ByteBuffer.allocate(iv.length + body.length).put(iv).put(body).array();
        return Base64.getEncoder().encodeToString(out);
    }

    String open(String sealed) throws GeneralSecurityException {
        ByteBuffer buf = ByteBuffer.wrap(Base64.getDecoder().decode(sealed));
        byte[] iv = new byte[12];
        buf.get(iv);
        byte[] body = new byte[buf.remaining()];
        buf.get(body);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] plain = cipher.doFinal(body);
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
