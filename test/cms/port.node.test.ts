import { createServer } from 'node:net'
import { checkPortFree, portFrom, portInUse } from './port'

describe('portFrom', () => {
  it.each([
    [undefined, 'dev', 5173],
    ['', 'prod', 4173],
    ['5174', 'dev', 5174],
    ['0', 'dev', 0],
    ['65535', 'prod', 65_535],
  ] as const)('reads %j in %s as port %i', (text, mode, port) => {
    expect(portFrom(text, mode)).toEqual({ port })
  })

  it.each(['abc', '65536', '99999', '-1', '51 73', '5173.5', '1e3', '0x1F90', ' 5173', '5173abc'])('names %j as no port, with how to pick one', (text) => {
    expect(portFrom(text, 'dev')).toEqual({ problem: `«${text}» ist kein Port. Eine Zahl von 0 bis 65535 angeben, zum Beispiel PORT=5174 npm start` })
  })
})

describe('portInUse', () => {
  const inUse = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:5173'), { code: 'EADDRINUSE' })

  it.each([
    [5173, 'dev', 'Port 5173 ist schon belegt (läuft das CMS schon in einem anderen Terminal?). Einen anderen Port wählen: PORT=5174 npm start'],
    [4173, 'prod', 'Port 4173 ist schon belegt (läuft das CMS schon in einem anderen Terminal?). Einen anderen Port wählen: PORT=4174 npm run preview'],
  ] as const)('names port %i in %s and how to pick another, in one line', (port, mode, line) => {
    expect(portInUse(inUse, port, mode)).toBe(line)
  })

  it.each([new Error('boom'), Object.assign(new Error('denied'), { code: 'EACCES' }), 'EADDRINUSE', { code: 'EADDRINUSE' }, undefined])('leaves %j to be printed in full', (error) => {
    expect(portInUse(error, 5173, 'dev')).toBeUndefined()
  })
})

describe('checkPortFree', () => {
  it('rejects with EADDRINUSE for a port another server holds, and resolves once it is free again', async () => {
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const { port } = holder.address() as { port: number }

    await expect(checkPortFree(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' })

    await new Promise<void>((resolve) => holder.close(() => resolve()))
    await expect(checkPortFree(port, '127.0.0.1')).resolves.toBeUndefined()
  })
})
