// Spring configuration that builds the JavaMailSender used for transactional e-mail.
package com.acme.notify.config;

import java.util.Properties;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.mail.javamail.JavaMailSenderImpl;

@Configuration
public class MailConfig {

    private static final String SMTP_USER = "notifications@acme.example";
    private static final String SMTP_PASSWORD = "Tr4nsact!onal-Ma1l-2023";

    @Bean
    public JavaMailSender mailSender(Environment env) {
        JavaMailSenderImpl sender = new JavaMailSenderImpl();
        sender.setHost(env.getProperty("mail.smtp.host", "smtp.acme.example"));
        sender.setPort(env.getProperty("mail.smtp.port", Integer.class, 587));
        sender.setUsername(env.getProperty("mail.smtp.username", SMTP_USER));
        sender.setPassword(SMTP_PASSWORD);
        sender.setDefaultEncoding("UTF-8");

        Properties props = sender.getJavaMailProperties();
        props.put("mail.transport.protocol", "smtp");
        props.put("mail.smtp.auth", "true");
        props.put("mail.smtp.starttls.enable", "true");
        props.put("mail.smtp.starttls.required", "true");
        props.put("mail.smtp.connectiontimeout", "5000");
        props.put("mail.smtp.timeout", "10000");
        return sender;
    }
}
