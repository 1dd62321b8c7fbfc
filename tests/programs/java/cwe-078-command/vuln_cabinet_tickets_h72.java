// A cabinet tickets program of the h72 set (cwe-078-command).
package com.tiltandflip.cabinets;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

record ServiceTicket(String cabinetId, String action, String argument, String technician) {}

interface TicketAction {
    String name();

    void perform(ServiceTicket ticket) throws IOException, InterruptedException;

    Pattern CABINET = Pattern.compile("^cab-[0-9]{3}$");

    default String requireCabinet(ServiceTicket ticket) {
        if (!CABINET.matcher(ticket.cabinetId()).matches()) {
            throw new IllegalArgumentException("unknown cabinet " + ticket.cabinetId());
        }
        return ticket.cabinetId();
    }

    static int run(List<String> argv) throws IOException, InterruptedException {
        return new ProcessBuilder(argv).inheritIO().start().waitFor();
    }
}

@Component
class RebootAction implements TicketAction {
    public String name() { return "reboot"; }

    public void perform(ServiceTicket ticket) throws IOException, InterruptedException {
        TicketAction.run(List.of("/opt/tiltandflip/bin/cabinet-ctl", "reboot", requireCabinet(ticket)));
    }
}

@Component
class FlashRomAction implements TicketAction {
    private static final Pattern ROM = Pattern.compile("^[a-z0-9_]{2,24}-v[0-9]{1,2}\\.[0-9]{1,2}\\.bin$");

    public String name() { return "flash"; }

    public void perform(ServiceTicket ticket) throws IOException, InterruptedException {
        String cabinet = requireCabinet(ticket);
        if (!ROM.matcher(ticket.argument()).matches()) {
            throw new IllegalArgumentException("bad rom image name");
        }
        TicketAction.run(List.of("/opt/tiltandflip/bin/flash-rom", "--cabinet", cabinet, "--image", ticket.argument()));
    }
}

class MaintenanceScriptAction implements TicketAction {
    public String name() { return "script"; }

    public void perform(ServiceTicket ticket) throws IOException, InterruptedException {
        String cabinet = requireCabinet(ticket);
        TicketAction.run(List.of("bash", "-c",
                "/opt/tiltandflip/scripts/" + ticket.action() + ".sh " + cabinet + " " + ticket.argument()));
    }
}

@Component
class ServiceTicketListener {
    private static final Logger log = LoggerFactory.getLogger(ServiceTicketListener.class);

    private final Map<String, TicketAction> actions;
    private final TicketAction fallback = new MaintenanceScriptAction();

    ServiceTicketListener(List<TicketAction> registered) {
        this.actions = registered.stream().collect(Collectors.toMap(TicketAction::name, Function.identity()));
    }

    @JmsListener(destination = "arcade.service-tickets", containerFactory = "ticketContainerFactory")
    public void onTicket(ServiceTicket ticket) {
        TicketAction action = actions.getOrDefault(ticket.action(), fallback);
        log.info("ticket from {} -> {} on {}", ticket.technician(), action.name(), ticket.cabinetId());
        try {
            action.perform(ticket);
        } catch (IllegalArgumentException e) {
            log.warn("rejected ticket: {}", e.getMessage());
        } catch (IOException e) {
            log.error("maintenance tool failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
