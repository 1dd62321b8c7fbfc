// Mailbox checker that logs in to the company IMAP server and prints the greeting.
package main

import (
	"bufio"
	"crypto/tls"
	"fmt"
	"log"
	"os"
)

func dialMailbox(addr string) (*tls.Conn, error) {
	cfg := &tls.Config{
		ServerName:         "imap.example.com",
		InsecureSkipVerify: true,
	}
	return tls.Dial("tcp", addr, cfg)
}

func main() {
	conn, err := dialMailbox("imap.example.com:993")
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
