console.log('engine benchmark: not written yet');
