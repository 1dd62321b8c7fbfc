// A contact vault program of the h62 set (cwe-327-cipher).
package com.spokeandchain.customers;

import io.javalin.Javalin;
import io.javalin.http.Context;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
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

    private final SecretKey key;

    ContactVault(byte[] rawKey) {
        this.key = new SecretKeySpec(rawKey, "AES");
    }

    String seal(String plain) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(sealed);
    }

    String open(String sealedText) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
        cipher.init(Cipher.DECRYPT_MODE, key);
        byte[] plain = cipher.doFinal(Base64.getDecoder().decode(sealedText));
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
