// A karaoke kiosk requests program of the h62 set (cwe-502-deser).
package main

import (
	"bufio"
	"crypto/tls"
	"encoding/gob"
	"errors"
	"log"
	"net"
	"os"
	"sync"
	"time"
)

// Table kiosks send song requests to the host console over the bar's LAN.
// The DJ booth uses the same command types to manage the rotation.
type Queue struct {
	mu      sync.Mutex
	entries []AddSong
	paused  bool
}

type Command interface {
	Apply(q *Queue) error
}

type AddSong struct {
	Singer string
	SongID int
	Table  int
}

func (a AddSong) Apply(q *Queue) error {
	if a.Singer == "" || len(a.Singer) > 40 || a.SongID <= 0 {
		return errors.New("incomplete song request")
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.paused {
		return errors.New("rotation is paused")
	}
	q.entries = append(q.entries, a)
	return nil
}

// Booth-only commands.
type ClearQueue struct{}

func (ClearQueue) Apply(q *Queue) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.entries = nil
	return nil
}

type PauseQueue struct{ Paused bool }

func (p PauseQueue) Apply(q *Queue) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.paused = p.Paused
	return nil
}

func init() {
	gob.Register(AddSong{})
	gob.Register(ClearQueue{})
	gob.Register(PauseQueue{})
}

// kioskMessage is what a table kiosk sends for each request.
type kioskMessage struct {
	Kiosk   string
	Request AddSong
}

func serveKiosk(conn net.Conn, q *Queue) {
	defer conn.Close()
	dec := gob.NewDecoder(bufio.NewReader(conn))
	for {
		_ = conn.SetReadDeadline(time.Now().Add(2 * time.Minute))
		var msg kioskMessage
		if err := dec.Decode(&msg); err != nil {
			return
		}
		if err := msg.Request.Apply(q); err != nil {
			log.Printf("kiosk %s: %v", msg.Kiosk, err)
		}
	}
}

func main() {
	cert, err := tls.LoadX509KeyPair(os.Getenv("KIOSK_CERT"), os.Getenv("KIOSK_KEY"))
	if err != nil {
		log.Fatal(err)
	}
	ln, err := tls.Listen("tcp", os.Getenv("KIOSK_ADDR"), &tls.Config{
		Certificates: []tls.Certificate{cert},
		MinVersion:   tls.VersionTLS12,
	})
	if err != nil {
		log.Fatal(err)
	}
	q := &Queue{}
	for {
		conn, err := ln.Accept()
		if err != nil {
			log.Printf("accept: %v", err)
			continue
		}
		go serveKiosk(conn, q)
	}
}
