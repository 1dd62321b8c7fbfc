// A fitting booking program of the h67 set (cwe-601-redirect).
// sail lofts: book a dockside sail measuring appointment, then send the owner back to the page they came from
package com.harbourloft.fittings;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Future;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.time.LocalDateTime;
import java.util.UUID;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Service;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

@SpringBootApplication
public class FittingApplication {
    public static void main(String[] args) {
        SpringApplication.run(FittingApplication.class, args);
    }
}

enum Berth { NORTH_PONTOON, SOUTH_PONTOON, VISITOR_QUAY, SWING_MOORING }

record FittingForm(
        @NotBlank @Size(max = 60) String ownerName,
        @NotBlank @Pattern(regexp = "\\+?[0-9 ]{7,16}") String phone,
        @NotBlank @Size(max = 40) String boatName,
        @NotNull Berth berth,
        @NotNull @Future LocalDateTime slot,
        @NotBlank @Size(max = 300) String returnTo) {
}

@Service
class FittingScheduler {

    UUID book(FittingForm form) {
        // written to the loft diary; the rigger sees it on the morning sheet
        return UUID.randomUUID();
    }
}

@Controller
class FittingController {

    private final FittingScheduler scheduler;

    FittingController(FittingScheduler scheduler) {
        this.scheduler = scheduler;
    }

    @PostMapping("/fittings")
    String book(@Valid @ModelAttribute("fitting") FittingForm form, BindingResult errors,
                RedirectAttributes flash) {
        if (errors.hasErrors()) {
            return "fittings/form";
        }
        UUID reference = scheduler.book(form);
        flash.addFlashAttribute("bookingRef", reference.toString());
        return "redirect:" + form.returnTo();
    }
}
