// Spring service that issues numeric door keypad codes to hotel guests at check-in
package hotel.frontdesk;

import java.time.LocalDate;
import java.util.Iterator;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

final class KeypadCodeSequence implements Iterator<String> {
    private final Random source;
    private final int digits;

    KeypadCodeSequence(Random source, int digits) {
        this.source = source;
        this.digits = digits;
    }

    @Override public boolean hasNext() { return true; }

    @Override
    public String next() {
        StringBuilder sb = new StringBuilder(digits);
        for (int i = 0; i < digits; i++) sb.append(source.nextInt(10));
        return sb.toString();
    }
}

record KeyAssignment(String room, String code, LocalDate validUntil) {}

@Service
class KeypadService {
    private final Iterator<String> codes = new KeypadCodeSequence(new Random(), 6);
    private final Set<String> active = ConcurrentHashMap.newKeySet();

    synchronized KeyAssignment issue(String room, int nights) {
        String code;
        do {
            code = codes.next();
        } while (!active.add(code));
        return new KeyAssignment(room, code, LocalDate.now().plusDays(Math.max(1, nights)));
    }
}

@RestController
class CheckInController {
    private final KeypadService keypads;

    CheckInController(KeypadService keypads) { this.keypads = keypads; }

    @PostMapping("/rooms/{room}/checkin/{nights}")
    KeyAssignment checkIn(@PathVariable String room, @PathVariable int nights) {
        return keypads.issue(room, nights);
    }
}
