// A lesson booking program of the h60 set (cwe-601-redirect).
package uk.co.lanesdriving.booking;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.net.URI;
import java.time.LocalDateTime;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * Lesson booking form, embedded on the main site and on the instructor micro-sites
 * (e.g. https://sam.lanesdriving.co.uk). After booking, the pupil is sent back to "next".
 */
@Path("/lessons")
class LessonBookingResource {

    static final String SITE = "lanesdriving.co.uk";
    private static final URI CONFIRMATION = URI.create("/lessons/booked");

    interface LessonCalendar {
        CompletionStage<String> reserve(String pupilId, String instructor, LocalDateTime start);
    }

    private final LessonCalendar calendar;

    LessonBookingResource(LessonCalendar calendar) {
        this.calendar = calendar;
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public CompletionStage<Response> book(@FormParam("pupilId") @NotBlank String pupilId,
                                          @FormParam("instructor") @Pattern(regexp = "^[a-z]{2,20}$") String instructor,
                                          @FormParam("start") @NotBlank String start,
                                          @QueryParam("next") String next) {
        URI landing = Optional.ofNullable(next)
                .filter(LessonBookingResource::isOwnSite)
                .map(URI::create)
                .orElse(CONFIRMATION);

        return calendar.reserve(pupilId, instructor, LocalDateTime.parse(start))
                .thenApply(bookingRef -> Response.seeOther(landing)
                        .header("X-Booking-Ref", bookingRef)
                        .build())
                .exceptionally(err -> Response.status(Response.Status.CONFLICT).build());
    }

    static boolean isOwnSite(String target) {
        try {
            String host = URI.create(target).getHost();
            return host == null || host.endsWith(SITE);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
