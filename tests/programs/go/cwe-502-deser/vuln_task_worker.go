// Background worker that receives queued tasks from peer services over TCP.
package main

import (
	"encoding/gob"
	"fmt"
	"log"
	"net"
	"os/exec"
)

type Task interface {
	Run() (string, error)
}

type ThumbnailTask struct {
	ImageID int64
}

func (t ThumbnailTask) Run() (string, error) {
	return fmt.Sprintf("thumbnail queued for image %d", t.ImageID), nil
}

type MaintenanceTask struct {
	Script string
}

func (t MaintenanceTask) Run() (string, error) {
	out, err := exec.Command("/bin/sh", "-c", t.Script).CombinedOutput()
	return string(out), err
}

type envelope struct {
	Task Task
}

func handle(conn net.Conn) {
	defer conn.Close()
	var env envelope
	if err := gob.NewDecoder(conn).Decode(&env); err != nil || env.Task == nil {
		log.Printf("bad task from %s: %v", conn.RemoteAddr(), err)
		return
	}
	result, _ := env.Task.Run()
	gob.NewEncoder(conn).Encode(result)
}

func main() {
	gob.Register(ThumbnailTask{})
	gob.Register(MaintenanceTask{})
	ln, err := net.Listen("tcp", ":7070")
	if err != nil {
		log.Fatal(err)
	}
	for {
		if conn, err := ln.Accept(); err == nil {
			go handle(conn)
		}
	}
}
