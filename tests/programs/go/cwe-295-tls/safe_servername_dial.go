// Mailbox checker that logs in to the company IMAP server over TLS 1.2+ and prints the reply.
package main

import (
	"bufio"
	"crypto/tls"
	"fmt"
	"log"
	"os"
)

func dialImapVerified(addr string) (*tls.Conn, error) {
	cfg := &tls.Config{
		ServerName: "imap.example.com",
		MinVersion: tls.VersionTLS12,
	}
	return tls.Dial("tcp", addr, cfg)
}

func main() {
	conn, err := dialImapVerified("imap.example.com:993")
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	rd := bufio.NewReader(conn)
	greeting, _ := rd.ReadString('\n')
	fmt.Print(greeting)
	fmt.Fprintf(conn, "a1 LOGIN %s %s\r\n", os.Getenv("IMAP_USER"), os.Getenv("IMAP_PASSWORD"))
	reply, _ := rd.ReadString('\n')
	fmt.Print(reply)
}
