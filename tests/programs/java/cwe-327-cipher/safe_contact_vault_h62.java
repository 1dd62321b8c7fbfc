// A contact vault program of the h62 set (cwe-327-cipher).
package com.spokeandchain.customers;

import io.javalin.Javalin;
import io.javalin.http.Context;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Customers leave a phone number when they drop a bike off so the mechanic can call about
 * extra work. Contact details are kept encrypted in the job-ticket store.
 */
class ContactVault {

    record Contact(String ticket, String name, String phone) {}

    interface TicketStore {
        void putContact(String ticket, String sealedPhone);
    }

    private static final int IV_BYTES = 12;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKey key;

    ContactVault(byte[] rawKey) {
        this.key = new SecretKeySpec(rawKey, "AES");
    }

    String seal(String plain) throws GeneralSecurityException {
        byte[] iv = new byte[IV_BYTES];
        RANDOM.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array());
    }

    String open(String sealedText) throws GeneralSecurityException {
        byte[] all = Base64.getDecoder().decode(sealedText);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, all, 0, IV_BYTES));
        byte[] plain = cipher.doFinal(all, IV_BYTES, all.length - IV_BYTES);
        return new String(plain, StandardCharsets.UTF_8);
    }

    static Contact readContact(Context ctx) {
        return new Contact(ctx.pathParam("ticket"),
                ctx.formParamAsClass("name", String.class).check(n -> !n.isBlank(), "name required").get(),
                ctx.formParamAsClass("phone", String.class).check(p -> p.matches("\\+?[0-9 ]{6,20}"), "phone").get());
    }

    public static void main(String[] args) {
        ContactVault vault = new ContactVault(Base64.getDecoder().decode(System.getenv("CONTACT_KEY_B64")));
        Map<String, String> memory = new ConcurrentHashMap<>();
        TicketStore store = memory::put;

        Javalin.create()
                .post("/tickets/{ticket}/contact", ctx -> {
                    Contact contact = readContact(ctx);
                    store.putContact(contact.ticket(), vault.seal(contact.phone()));
                    ctx.status(204);
                })
                .start(7090);
    }
}
