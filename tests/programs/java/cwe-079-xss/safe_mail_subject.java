// Support form handler that e-mails a plain-text ticket to the help desk
package com.example.support;

import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.util.Map;

@RestController
public class TicketController {
    private final Session session;

    public TicketController(Session session) {
        this.session = session;
    }

    @PostMapping("/support/ticket")
    public Map<String, String> open(@RequestParam String topic, @RequestParam String body) throws Exception {
        MimeMessage msg = new MimeMessage(session);
        msg.setFrom(new InternetAddress("noreply@example.com"));
        msg.setRecipient(Message.RecipientType.TO, new InternetAddress("helpdesk@example.com"));
        msg.setSubject("[ticket] <" + topic + "> opened from web form", "UTF-8");
        msg.setText(body, "UTF-8", "plain");
        Transport.send(msg);
        return Map.of("status", "sent");
    }
}
