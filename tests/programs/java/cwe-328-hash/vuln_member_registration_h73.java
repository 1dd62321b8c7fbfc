// A member registration program of the h73 set (cwe-328-hash).
package jp.yumoriresort.loyalty;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.text.Normalizer;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/loyalty/members")
public class MemberRegistrationResource {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Inject
    MemberStore store;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Response register(String body) throws Exception {
        JsonNode json = MAPPER.readTree(body);
        String email = json.path("email").asText("").strip().toLowerCase(Locale.ROOT);
        String displayName = json.path("displayName").asText("").strip();
        // normalise so that a password typed on a Japanese IME and on a Latin keyboard compare equal
        String password = Normalizer.normalize(json.path("password").asText(""), Normalizer.Form.NFKC);

        if (!email.matches("[^@\\s]+@[^@\\s]+\\.[a-z]{2,}")) {
            return bad("please enter a valid e-mail address");
        }
        if (password.codePointCount(0, password.length()) < 10) {
            return bad("password must have at least 10 characters");
        }
        if (store.exists(email)) {
            return Response.status(Response.Status.CONFLICT).entity(Map.of("error", "already registered")).build();
        }

        String stored = hashPassword(password);
        long id = store.create(email, displayName.isEmpty() ? email : displayName, stored);
        return Response.status(Response.Status.CREATED)
                .entity(Map.of("memberId", id, "email", email))
                .build();
    }

    static String hashPassword(String password) throws GeneralSecurityException {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        MessageDigest md = MessageDigest.getInstance("MD5");
        md.update(salt);
        byte[] digest = md.digest(password.getBytes(StandardCharsets.UTF_8));
        return new StringBuilder("md5$")
                .append(Base64.getEncoder().encodeToString(salt)).append('$')
                .append(HexFormat.of().formatHex(digest))
                .toString();
    }

    private static Response bad(String message) {
        return Response.status(Response.Status.BAD_REQUEST).entity(Map.of("error", message)).build();
    }

    public interface MemberStore {
        boolean exists(String email);

        long create(String email, String displayName, String passwordHash);
    }
}
