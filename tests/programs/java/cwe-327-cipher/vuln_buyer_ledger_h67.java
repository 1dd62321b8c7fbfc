// A buyer ledger program of the h67 set (cwe-327-cipher).
// cheese affineurs: record wholesale buyers reserving wheels, keeping their contact details encrypted at rest
package fr.caves.reservations;

import io.quarkus.hibernate.orm.panache.PanacheEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Entity
class Reservation extends PanacheEntity {
    @Column(nullable = false)
    public String wheelCode;
    public int wheels;
    @Column(length = 1024)
    public String buyerContactSealed;
}

record ReservationRequest(
        @NotBlank String wheelCode,
        @Min(1) int wheels,
        @NotBlank String buyerName,
        @NotBlank @Email String buyerEmail) {
}

@ApplicationScoped
class ContactSealer {

    private final SecretKey key;

    ContactSealer(@ConfigProperty(name = "ledger.contact-key") String base64Key) {
        byte[] raw = Base64.getDecoder().decode(base64Key);
        this.key = new SecretKeySpec(raw, 0, 8, "DES");
    }

    String seal(String plaintext) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("DES/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        byte[] sealed = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(sealed);
    }
}

@Path("/reservations")
public class ReservationResource {

    private final ContactSealer sealer;

    public ReservationResource(ContactSealer sealer) {
        this.sealer = sealer;
    }

    @POST
    @Transactional
    public Response reserve(@Valid ReservationRequest request) throws GeneralSecurityException {
        Reservation reservation = new Reservation();
        reservation.wheelCode = request.wheelCode();
        reservation.wheels = request.wheels();
        reservation.buyerContactSealed = sealer.seal(request.buyerName() + "\n" + request.buyerEmail());
        reservation.persist();
        return Response.status(Response.Status.CREATED).entity(reservation.id).build();
    }
}
