// A mooring bookings program of the h67 set (cwe-1333-redos).
// canal boat hire: book an overnight visitor mooring using the canal trust's mooring reference
package uk.narrowboats.moorings;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Future;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.time.LocalDate;
import java.util.UUID;
import java.util.regex.Pattern;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class MooringApplication {
    public static void main(String[] args) {
        SpringApplication.run(MooringApplication.class, args);
    }
}

@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT, ElementType.PARAMETER})
@Retention(RetentionPolicy.RUNTIME)
@Constraint(validatedBy = MooringReferenceValidator.class)
@interface MooringReference {
    String message() default "not a recognised mooring reference";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}

class MooringReferenceValidator implements ConstraintValidator<MooringReference, String> {

    // e.g. "GU 114 Stoke Bruerne Top Lock" or "KA-88-Bath"
    private static final Pattern REFERENCE = Pattern.compile("^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$");

    @Override
    public boolean isValid(String value, ConstraintValidatorContext context) {
        return value == null || REFERENCE.matcher(value).matches();
    }
}

record MooringBooking(
        @NotNull @Size(max = 200) @MooringReference String mooringRef,
        @NotNull @Size(min = 2, max = 40) String boatName,
        @NotNull @Future LocalDate night) {
}

record BookingConfirmation(UUID bookingId, String mooringRef, LocalDate night) {
}

@RestController
class MooringController {

    @PostMapping("/moorings/bookings")
    @ResponseStatus(HttpStatus.CREATED)
    BookingConfirmation book(@Valid @RequestBody MooringBooking booking) {
        return new BookingConfirmation(UUID.randomUUID(), booking.mooringRef().trim(), booking.night());
    }
}
